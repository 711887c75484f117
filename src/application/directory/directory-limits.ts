/**
 * How the directory pages, in a module of its own without imports: the HTTP adapter applies it and
 * the web client's pager follows it (through src/adapters/http/contract.ts).
 */
export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 48
/** How deep the directory pages: results past the 10,000th are not served (narrow the search instead). */
export const MAX_RESULT_WINDOW = 10_000
