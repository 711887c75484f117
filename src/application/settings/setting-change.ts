/** Longer values (a site description) are not repeated in the activity and log lines. */
const MAX_SHOWN = 60

const words = (camel: string): string => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

/**
 * A SettingChanged event in plain words: which setting of which section, and what it became
 * ('General setting "maintenance mode" was turned on'). A secret's payload value is already
 * '(hidden)'; it reads "was changed".
 */
export const describeSettingChange = (payload: Readonly<Record<string, unknown>>): string => {
  const section = typeof payload.section === 'string' ? payload.section : ''
  const key = typeof payload.key === 'string' ? payload.key : 'a setting'
  const name = `${section ? `${section.charAt(0).toUpperCase()}${section.slice(1)} setting` : 'Setting'} "${words(key)}"`
  const v = payload.value
  if (typeof v === 'boolean') return `${name} was turned ${v ? 'on' : 'off'}`
  if (v === '') return `${name} was cleared`
  if (typeof v === 'number' || (typeof v === 'string' && v !== '(hidden)' && v.length <= MAX_SHOWN)) return `${name} was set to ${v}`
  return `${name} was changed`
}
