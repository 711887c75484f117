/** The saved searches' limits, in a module without imports: the server applies them and the web client's form follows them (contract.ts). */

/** How many saved searches a user keeps (the database's trigger saved_searches_cap holds it too). */
export const MAX_SAVED_SEARCHES = 25
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80
