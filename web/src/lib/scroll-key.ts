import type { Location } from 'react-router-dom'

/**
 * Key for <ScrollRestoration>. The first entry of every page load is keyed
 * 'default', so a fresh load would inherit the scroll position of whatever
 * page was loaded before; the path keeps those apart.
 */
export const scrollKey = (location: Location): string => (location.key === 'default' ? location.pathname : location.key)
