import { InMemoryLoginAttempts } from '../../../src/adapters/in-memory/in-memory-support'
import { describeLoginAttemptsContract } from '../../contracts/login-attempts.contract'

describeLoginAttemptsContract('in memory', async () => ({ attempts: new InMemoryLoginAttempts() }))
