/** An account's first day: the dashboard greets a new user with "Welcome", not "Welcome back" (issue 21). */
const FIRST_DAY_MS = 24 * 3600_000

export const greeting = (user: { readonly firstName: string; readonly createdAt: string }, now = Date.now()): string =>
  now - Date.parse(user.createdAt) < FIRST_DAY_MS ? `Welcome, ${user.firstName}!` : `Welcome back, ${user.firstName}!`
