// `npm run openapi [file]`: writes the OpenAPI document of the API (to stdout without a file), read
// from the routes' declarations as the running app serves it at /api/openapi.json. It needs no
// database: the services are made but never asked anything. `npm run lint:api` lints what it writes.
import fs from 'node:fs'
import path from 'node:path'
import { MikroORM } from '@mikro-orm/postgresql'
import pino from 'pino'
import { describeApi } from '../src/adapters/http/app'
import type { SessionManager } from '../src/adapters/http/middleware/session'
import { SystemLogSink } from '../src/adapters/logging/system-log.sink'
import { ormOptions } from '../src/adapters/persistence/orm'
import { projectRoot, readConfig } from '../src/main/config'
import { buildContainer } from '../src/main/container'
import { apiRouters } from '../src/main/routes'

const config = readConfig({ ...process.env, NODE_ENV: 'production' })
const log = pino({ level: 'silent' })
const databaseUrl = 'postgresql://nobody@127.0.0.1:1/none'
const orm = new MikroORM(ormOptions(databaseUrl))
const c = buildContainer({ config, log, orm, databaseUrl })
const version = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version
const sessions: SessionManager = new Proxy({} as SessionManager, { get: () => () => { throw new Error('no sessions here') } })
const routers = apiRouters(c, { sessions, sink: new SystemLogSink(), log, config, version, startedAt: new Date(0) })
const doc = JSON.stringify(describeApi(routers, version), null, 2) + '\n'
const out = process.argv[2]
if (out) {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true })
  fs.writeFileSync(out, doc)
}
else process.stdout.write(doc)
