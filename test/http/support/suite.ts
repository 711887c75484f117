// The set-up most HTTP suites share: the app once, its catalogue's ids, then before each test a
// fresh database and the clock at 2026-11-20 10:00 UTC.
import { catalogueIds } from './accounts'
import { testApp, testClock, type TestApp } from './test-app'

export type CatalogueIds = Awaited<ReturnType<typeof catalogueIds>>

/** Registers the hooks in the calling `describe`; `ready` receives the app and the ids once they exist. */
export function onFreshApp(ready: (app: TestApp, ids: CatalogueIds) => void): void {
  let app: TestApp
  before(async () => {
    app = await testApp()
    ready(app, await catalogueIds(app))
  })
  beforeEach(async () => {
    await app.reset()
    testClock.set(new Date('2026-11-20T10:00:00Z'))
  })
}
