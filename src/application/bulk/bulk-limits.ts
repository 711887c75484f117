/**
 * The caps of a bulk action (docs/decisions.md "Bulk actions"), in a module of its own without
 * imports: the HTTP adapters apply them and the web client follows them (through
 * src/adapters/http/contract.ts).
 */

/** The most ids a request may name; beyond, send several requests or select "all matching the filter". */
export const MAX_BULK_IDS = 500
/** The most rows "all matching the filter" may resolve to; beyond, the request is refused (narrow the filter). */
export const MAX_BULK_MATCHING = 2000
