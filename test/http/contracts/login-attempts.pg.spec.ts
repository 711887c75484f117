import { PgLoginAttempts } from '../../../src/adapters/persistence/account/pg-login-attempts'
import { describeLoginAttemptsContract } from '../../contracts/login-attempts.contract'
import { freshDatabase } from './pg-fixtures'

describeLoginAttemptsContract('PostgreSQL', async () => ({ attempts: new PgLoginAttempts((await freshDatabase()).t.sql) }))
