import type { User } from '../../domain/user/user'

/** What the middleware puts on `ctx.state` for the routes. */
export interface AppState {
  requestId: string
  user?: User
  /** Set during maintenance for everyone but admins: pages are served with 503. */
  maintenance?: boolean
}
