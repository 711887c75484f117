// The address of every country flag of flag-icons (4:3, one SVG file per ISO 3166-1 alpha-2 code),
// as Vite emits them: hashed files, cached for good. This map (about 270 short strings) is a chunk
// of its own, loaded the first time a flag is shown (flag.tsx): no screen's code carries it.
const files = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default', eager: true })

/** Lower-case code ('de', 'gb-eng') → the SVG's URL. */
export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
)
