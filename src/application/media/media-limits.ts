/**
 * The media center's numbers, in a module of its own without imports: the HTTP adapter applies them
 * and the web client's screens follow them (through src/adapters/http/contract.ts).
 */

/** Items per page of the media center (docs/decisions.md, Media), and the most a client may ask for. */
export const MEDIA_CENTER_PAGE_SIZE = 20
export const MEDIA_CENTER_MAX_PAGE_SIZE = 50

/** Files an item may carry. */
export const MAX_ATTACHMENTS = 20
