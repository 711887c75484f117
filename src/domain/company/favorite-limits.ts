/** The default list: every user has it, it has no row, and it cannot be renamed or deleted. */
export const DEFAULT_LIST_NAME = 'Saved'
/** How many lists of their own a user keeps at most (the default list aside). */
export const MAX_FAVORITE_LISTS = 20
export const LIST_NAME_MAX = 60
export const NOTE_MAX = 1000
