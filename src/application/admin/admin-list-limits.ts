/**
 * How the back office's tables page, in a module of its own without imports: the HTTP adapters
 * apply it and the web client's tables follow it (through src/adapters/http/contract.ts).
 * "Page size is set by the server" (admin-back-office.md §9).
 */

/** Rows per page of the users, companies, exhibitions and media tables, and the most a client may ask for. */
export const ADMIN_PAGE_SIZE = 10
export const ADMIN_MAX_PAGE_SIZE = 100

/** Lines per page of the System tab's logs, and the most a client may ask for. */
export const LOG_PAGE_SIZE = 100
export const LOG_MAX_PAGE_SIZE = 200
