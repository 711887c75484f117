// The fields of the settings page. Each saves on its own (admin-back-office.md §4): text and number
// inputs when focus leaves them (or on Enter), switches and selects on change; then the settings
// are reloaded. A refused value (400) is not kept on screen: the field shows the stored value again,
// marked invalid with what was refused and the server's reason.
// A field is named by its section and key; its bounds, length and options are the server's
// definition (SETTING_FIELDS of the contract), so the page never states a rule of its own.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { settingField, type SettingField, type SettingKey } from '../../../../../src/adapters/http/contract'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Choices, SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { Switch } from '../../../components/ui/switch'
import { useToast } from '../../../components/ui/toast'
import { isApiError } from '../../../lib/api-client'
import { PUBLIC_SETTINGS_KEY } from '../../../lib/public-settings'
import { patchSetting, SETTINGS_KEY, type SettingsSection, type SettingValue } from '../api/settings'

/** The reason of a failed save: the field message of a 400, else the server's message. */
const reasonOf = (e: unknown): string | undefined => {
  if (!isApiError(e)) return e instanceof Error ? e.message : undefined
  return e.fieldErrors?.value ?? e.fieldErrors?.key ?? e.message
}

/** PATCH one setting, toast the outcome, reload the settings (and the public subset). Answers the failure reason, or null. */
function useSaveSetting() {
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  return useCallback(
    async (section: SettingsSection, key: string, value: SettingValue): Promise<string | null> => {
      try {
        await patchSetting(section, key, value)
        toast({ title: 'Success', description: 'Settings updated successfully', variant: 'success' })
        await Promise.all([mutate(SETTINGS_KEY), mutate(PUBLIC_SETTINGS_KEY)])
        return null
      } catch (e) {
        const reason = reasonOf(e)
        toast({ title: 'Error', description: reason ? `Failed to update settings: ${reason}` : 'Failed to update settings', variant: 'destructive' })
        return reason ?? 'Failed to update settings'
      }
    },
    [mutate, toast],
  )
}

interface Base<S extends SettingsSection, Kind extends SettingField['kind']> {
  section: S
  /** A key of the section of this field's kind. */
  name: SettingKey<S, Kind>
  label: ReactNode
  hint?: ReactNode
}

/** The definition of a setting of one of `kinds` (the key's type already says so; this narrows the value). */
function fieldOf<Kind extends SettingField['kind']>(section: string, name: string, ...kinds: Kind[]): Extract<SettingField, { kind: Kind }> {
  const f = settingField(section, name)
  if (!f || !(kinds as string[]).includes(f.kind)) throw new Error(`${section}.${name} is not a ${kinds.join(' or ')} setting`)
  return f as Extract<SettingField, { kind: Kind }>
}

const blurOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') {
    e.preventDefault()
    e.currentTarget.blur()
  }
}

/** The field's message after a refusal: the value typed (not kept on screen) and why it was refused. */
const notSaved = (typed: string, reason: string) => `${typed ? `“${typed}”` : 'A blank value'} was not saved: ${reason}`

/** A draft that follows the stored value until the user types, and an error from the last save. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value)
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    setDraft(value)
    setError(undefined)
  }, [value])
  return { draft, setDraft, error, setError }
}

interface SettingTextProps<S extends SettingsSection> extends Base<S, 'text' | 'email' | 'time-zone'> {
  value: string
  /** The input's type; an email setting is an email input. */
  type?: 'text' | 'tel' | 'url'
  multiline?: boolean
  /** A multiline field's height in lines (3 by default). */
  rows?: number
  list?: string
  placeholder?: string
}

export function SettingText<S extends SettingsSection>({ section, name, label, hint, value, type = 'text', multiline, rows = 3, list, placeholder }: SettingTextProps<S>) {
  const field = fieldOf(section, name, 'text', 'email', 'time-zone')
  const maxLength = field.maxLength
  const save = useSaveSetting()
  const { draft, setDraft, error, setError } = useDraft(value)
  const [pending, setPending] = useState(false)

  const commit = async () => {
    const next = draft.trim()
    if (next === value) {
      setDraft(value)
      setError(undefined)
      return
    }
    setPending(true)
    const refused = await save(section, name, next)
    setPending(false)
    if (refused) {
      setDraft(value)
      setError(notSaved(next, refused))
    } else setError(undefined)
  }

  const common = {
    label,
    hint,
    name,
    value: draft,
    error,
    maxLength,
    placeholder,
    'aria-busy': pending || undefined,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: () => void commit(),
  }
  return multiline ? (
    <TextAreaField {...common} rows={rows} />
  ) : (
    <TextField {...common} type={field.kind === 'email' ? 'email' : type} list={list} autoComplete="off" onKeyDown={blurOnEnter} />
  )
}

interface SettingNumberProps<S extends SettingsSection> extends Omit<Base<S, 'number'>, 'hint'> {
  value: number
  /** Said under the field, with the setting's bounds; 'From {min} to {max}.' when absent. */
  hint?: (bounds: { min: number; max: number }) => ReactNode
}

export function SettingNumber<S extends SettingsSection>({ section, name, label, hint, value }: SettingNumberProps<S>) {
  const { min, max } = fieldOf(section, name, 'number')
  const save = useSaveSetting()
  const { draft, setDraft, error, setError } = useDraft(String(value))

  const commit = async () => {
    const n = Number(draft)
    if (draft.trim() === '' || !Number.isFinite(n)) {
      setDraft(String(value))
      setError(draft.trim() === '' ? `Enter a whole number from ${min} to ${max}` : notSaved(draft.trim(), `enter a whole number from ${min} to ${max}`))
      return
    }
    // Numbers are sent as integers (admin-back-office.md §5); the server checks the bounds.
    const whole = Math.trunc(n)
    if (whole === value) {
      setDraft(String(value))
      setError(undefined)
      return
    }
    setDraft(String(whole))
    const refused = await save(section, name, whole)
    if (refused) {
      setDraft(String(value))
      setError(notSaved(String(whole), refused))
    } else setError(undefined)
  }

  return (
    <TextField
      label={label}
      hint={hint ? hint({ min, max }) : `From ${min} to ${max}.`}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft}
      error={error}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={blurOnEnter}
    />
  )
}

interface SettingSwitchProps<S extends SettingsSection> extends Base<S, 'switch'> {
  checked: boolean
  /** Turning it on asks first (maintenance mode): the dialog's title, text and button. */
  confirmOn?: { readonly title: string; readonly text: string; readonly confirmLabel: string; readonly pendingLabel: string }
}

export function SettingSwitch<S extends SettingsSection>({ section, name, label, hint, checked, confirmOn }: SettingSwitchProps<S>) {
  const save = useSaveSetting()
  // Shown at once; back to the stored value if the save fails. The control stays enabled while it
  // saves (disabling it would drop the keyboard focus); a change meanwhile waits for the next one.
  const [shown, setShown] = useState(checked)
  const saving = useRef(false)
  useEffect(() => setShown(checked), [checked])

  const change = async (next: boolean) => {
    if (saving.current) return
    saving.current = true
    setShown(next)
    const failed = await save(section, name, next)
    saving.current = false
    if (failed) setShown(checked)
  }
  // Asked first: the switch stays off until the dialog confirms; Cancel leaves it (focus returns to it).
  const [asking, setAsking] = useState(false)
  const toggle = (v: boolean) => {
    if (v && confirmOn) setAsking(true)
    else void change(v)
  }
  return (
    <>
      <Switch label={label} description={hint} checked={shown} onChange={toggle} />
      {confirmOn ? (
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title={confirmOn.title}
          confirmLabel={confirmOn.confirmLabel}
          pendingLabel={confirmOn.pendingLabel}
          onConfirm={async () => {
            await change(true)
            setAsking(false)
          }}
        >
          {confirmOn.text}
        </ConfirmDialog>
      ) : null}
    </>
  )
}

interface SettingSelectProps<S extends SettingsSection> extends Base<S, 'choice'> {
  value: string
  /** The words shown for the setting's options (an option without one shows its value). */
  labels: Readonly<Record<string, string>>
}

export function SettingSelect<S extends SettingsSection>({ section, name, label, hint, value, labels }: SettingSelectProps<S>) {
  const { options } = fieldOf(section, name, 'choice')
  const save = useSaveSetting()
  const [shown, setShown] = useState(value)
  const saving = useRef(false)
  useEffect(() => setShown(value), [value])

  const change = async (next: string) => {
    if (saving.current) return
    saving.current = true
    setShown(next)
    const failed = await save(section, name, next)
    saving.current = false
    if (failed) setShown(value)
  }
  return (
    <SelectField label={label} hint={hint} name={name} value={shown} onChange={(e) => void change(e.target.value)}>
      <Choices items={options.map((o) => ({ value: o, label: labels[o] ?? o }))} />
    </SelectField>
  )
}

/** The reCAPTCHA secret: a password input that never shows the stored key, only whether one is set; a typed key is saved on blur. */
export function SettingSecret<S extends SettingsSection>({ section, name, label, isSet }: Omit<Base<S, 'secret'>, 'hint'> & { isSet: boolean }) {
  const { maxLength } = fieldOf(section, name, 'secret')
  const save = useSaveSetting()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>()

  const commit = async () => {
    if (!draft) return
    const failed = await save(section, name, draft)
    setError(failed ?? undefined)
    if (!failed) setDraft('')
  }
  const clear = async () => {
    const failed = await save(section, name, '')
    setError(failed ?? undefined)
  }
  return (
    <>
    <TextField
      label={label}
      hint={`Currently ${isSet ? 'set' : 'not set'}. Type a new key to replace it; the stored key is never shown.`}
      name={name}
      type="password"
      autoComplete="new-password"
      placeholder={isSet ? '••••••••  (set)' : 'Not set'}
      maxLength={maxLength}
      value={draft}
      error={error}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={blurOnEnter}
    />
    {isSet && <Button type="button" $variant="outline" $size="sm" onClick={() => void clear()}>Clear {label}</Button>}
    </>
  )
}
