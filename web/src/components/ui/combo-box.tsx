// A combo box for long lists (countries): type to filter, arrow keys move, Enter picks, Escape
// closes the list and puts back the chosen item's name, and the chevron button opens the whole
// list. Built on React Aria's ComboBox (WAI-ARIA combobox pattern: the focus stays in the input,
// the options are announced through aria-activedescendant), styled like the other fields of
// field.tsx: the label, hint and error are tied to the input (aria-describedby), and an error sets
// aria-invalid, so that useForm's "focus the first invalid field" reaches it.
//
// The value is the chosen item's id as a string ('' for none), as a native select gave it: forms
// keep their values and their server's fieldErrors (form.ts) unchanged.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  Button as RacButton, ComboBox as RacComboBox, FieldError as RacFieldError, Group, Input as RacInput, Label as RacLabel,
  ListBox, ListBoxItem, Popover, Text,
} from 'react-aria-components'
import styled from 'styled-components'
import { FieldError, Hint, inputStyles, Label } from './field'
import { Flag } from './flag'
import { ChevronDownIcon } from './icons'
import { useCountries } from '../../lib/catalogue'
import { column } from './stack'

export interface ComboItem {
  readonly id: string | number
  readonly name: string
  /** ISO 3166-1 alpha-2 code: the item shows its flag. */
  readonly code?: string
  /** Written after the name, muted (a count); not part of what is typed to find it. */
  readonly detail?: ReactNode
}

export interface ComboBoxProps {
  label: ReactNode
  /** undefined while they load (the input says `loadingLabel`). */
  items: readonly ComboItem[] | undefined
  /** The chosen item's id ('' for none). */
  value: string
  onChange: (value: string) => void
  /** The name of a hidden input carrying the id, for a native form post. */
  name?: string
  error?: string
  hint?: ReactNode
  optional?: boolean
  required?: boolean
  disabled?: boolean
  placeholder?: string
  loadingLabel?: string
  /** A first option that clears the choice ('No country (international)'). */
  noneLabel?: string
  /** Show each item's flag (items with a `code`). */
  flags?: boolean
  /** Written in the list when nothing matches what was typed. */
  emptyLabel?: string
  /** The input is emptied once an item is picked (a combo box that adds to a list). */
  clearOnPick?: boolean
  autoComplete?: string
}

const NONE = '\u0000none'

/** Letters without accents, lower case: "Côte" matches "cote". */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/**
 * An item matches when its name, or one of its words, starts with what was typed: "Ger" finds
 * Germany and not Algeria or Niger; "kingdom" finds United Kingdom.
 */
const matchesStart = (text: string, typed: string): boolean => {
  const q = fold(typed.trim())
  if (!q) return true
  const name = fold(text)
  return name.startsWith(q) || name.split(/[\s,()'’.-]+/).some((word) => word.startsWith(q))
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The page does not scroll while the list is open (as with a menu): React Aria closes a combo box's
 * list when the page scrolls, and it scrolls the page itself to bring the chosen item of a long
 * list into view, which closed the list as it opened. With the page's overflow hidden it scrolls
 * the list only. The scroll bar's width is kept as padding, so nothing moves sideways.
 */
function PreventPageScroll() {
  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement
    const { overflow, paddingRight } = root.style
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    // A scroll that began before the list opened (focus scrolls a field into view, in the page or in a
    // dialog, and the browser reports it a frame later) would close the list and throw away what was
    // typed: a scroll of the page (which cannot scroll while the list is open), and any scroll in the
    // list's first 100 ms, is not passed on to React Aria. A later scroll of a dialog closes the list,
    // as React Aria means it to. Registered before React Aria's own listener (a layout effect runs
    // before its effect).
    const opened = performance.now()
    const holdPageScroll = (e: Event) => {
      if (e.target === document || e.target === root || performance.now() - opened < 100) e.stopImmediatePropagation()
    }
    window.addEventListener('scroll', holdPageScroll, true)
    return () => {
      window.removeEventListener('scroll', holdPageScroll, true)
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
    }
  }, [])
  return null
}

/** A labelled combo box; its list filters as one types. */
export function ComboBox({
  label, items, value, onChange, name, error, hint, optional, required, disabled, placeholder, loadingLabel = 'Loading...',
  noneLabel, flags, emptyLabel = 'No match', clearOnPick, autoComplete,
}: ComboBoxProps) {
  const list: ComboItem[] = items ? [...(noneLabel ? [{ id: NONE, name: noneLabel }] : []), ...items] : []
  const selected = items ? (value ? value : noneLabel ? NONE : null) : null
  const openRef = useRef(false)
  const wasOpen = useRef(false)
  // A pick that empties the input (clearOnPick) starts a new combo box, closed, empty and focused.
  const [picks, setPicks] = useState(0)

  // Escape that closes the list stays with the combo box (a dialog around it stays open);
  // React Aria lets it go on when an item is chosen, for an Escape with the list closed.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key === 'Escape') wasOpen.current = openRef.current
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && wasOpen.current) e.stopPropagation()
  }

  return (
    <Wrap onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown}>
      <RacComboBox
        // React Aria filters its own (uncontrolled) items; remounted when they arrive or change,
        // the input then shows the chosen item's name.
        key={`${picks}:${items ? list.map((i) => i.id).join() : 'loading'}`}
        defaultItems={list}
        value={clearOnPick ? null : selected}
        onChange={(key) => {
          if (key === null && clearOnPick) return
          onChange(key === null || key === NONE ? '' : String(key))
          if (clearOnPick) setPicks((n) => n + 1)
        }}
        defaultFilter={matchesStart}
        autoFocus={picks > 0}
        name={name}
        isInvalid={!!error}
        isRequired={required}
        isDisabled={disabled}
        validationBehavior="aria"
        onOpenChange={(open) => (openRef.current = open)}
        allowsEmptyCollection
        formValue="key"
        className="combo"
      >
        {({ isOpen }) => (
          <>
            {isOpen ? <PreventPageScroll /> : null}
            <Label as={RacLabel}>
              {label}
              {optional ? <Optional> (optional)</Optional> : null}
            </Label>
            <Control>
              <Input placeholder={items ? placeholder : loadingLabel} autoComplete={autoComplete ?? 'off'} />
              <Toggle aria-label="Show the list">
                <ChevronDownIcon size={18} />
              </Toggle>
            </Control>
            {hint ? (
              <Hint as={Text} slot="description">
                {hint}
              </Hint>
            ) : null}
            <FieldError as={RacFieldError}>{error}</FieldError>
            <ListPopover placement="bottom start" offset={4}>
              <List<ComboItem> renderEmptyState={() => <Empty>{emptyLabel}</Empty>}>
                {(item) => (
                  <Option id={String(item.id)} textValue={item.name}>
                    {flags && item.code ? <Flag code={item.code} name={item.name} nameShown height={12} /> : null}
                    <span>{item.name}</span>
                    {item.detail !== undefined ? <Detail>{item.detail}</Detail> : null}
                  </Option>
                )}
              </List>
            </ListPopover>
          </>
        )}
      </RacComboBox>
    </Wrap>
  )
}

interface CountryFieldProps {
  /** The chosen country's id ('' for none). */
  value: string
  onChange: (countryId: string) => void
  error?: string
  /** Optional: a first option "No country (international)" clears it; otherwise the field is required. */
  optional?: boolean
}

/** The forms' "Country" field (company, exhibition): every country with its flag, found by typing; the value is its id. */
export function CountryField({ value, onChange, error, optional }: CountryFieldProps) {
  const countries = useCountries()
  return (
    <ComboBox
      label="Country"
      required={!optional}
      optional={optional}
      name="countryId"
      items={countries.data}
      value={value}
      onChange={onChange}
      error={error}
      placeholder="Type to find a country"
      loadingLabel="Loading countries..."
      noneLabel={optional ? 'No country (international)' : undefined}
      emptyLabel="No country of that name"
      flags
    />
  )
}

const Wrap = styled.div`
  .combo {
    ${column(1)}
  }
`

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Control = styled(Group)`
  position: relative;
  display: flex;
`

const Input = styled(RacInput)`
  ${inputStyles}
  padding-right: ${({ theme }) => theme.space[10]};
  text-overflow: ellipsis;
`

const Toggle = styled(RacButton)`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`

const ListPopover = styled(Popover)`
  width: var(--trigger-width);
  min-width: 12rem;
  max-height: min(20rem, var(--visual-viewport-height, 100vh));
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Above the dialogs (overlay) whose fields open it. */
  z-index: ${({ theme }) => theme.zIndices.drawer + 1};
`

const List = styled(ListBox)`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
` as typeof ListBox

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  outline: none;

  span:first-of-type {
    flex: 1;
    min-width: 0;
  }

  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
` as typeof ListBoxItem

const Detail = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
