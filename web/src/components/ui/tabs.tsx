// Tabs on React Aria (WAI-ARIA tabs, automatic activation): the arrow keys, Home and End move between
// the tabs and select the one they reach; only the selected tab is in the tab order. Screens keep their
// state (and their URL): `value` and `onChange` drive React Aria's selection.
//
// The panel is a sibling of the tab row in the screens (`<Tabs/>` then `<TabPanel/>`, often in other
// wrappers), so it is our own element and the ids on both sides come from `idPrefix`: each tab is drawn
// through React Aria's `render` with the id and aria-controls that `TabPanel` answers to.
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Tab as RacTab, TabList as RacTabList, Tabs as RacTabs, type Key } from 'react-aria-components'
import styled from 'styled-components'

export interface TabItem<T extends string> {
  id: T
  label: string
}

interface TabsProps<T extends string> {
  idPrefix: string
  label: string
  tabs: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`

export function Tabs<T extends string>({ idPrefix, label, tabs, value, onChange }: TabsProps<T>) {
  const select = (key: Key) => {
    const next = tabs.find((t) => t.id === key)
    if (next && next.id !== value) onChange(next.id)
  }
  return (
    <RacTabs selectedKey={value} onSelectionChange={select} keyboardActivation="automatic">
      <List aria-label={label}>
        {tabs.map((t) => (
          <Tab
            key={t.id}
            id={t.id}
            render={(props) => (
              <div {...(props as ComponentPropsWithRef<'div'>)} id={tabId(idPrefix, t.id)} aria-controls={t.id === value ? panelId(idPrefix, t.id) : undefined} />
            )}
          >
            {t.label}
          </Tab>
        ))}
      </List>
    </RacTabs>
  )
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)}>
      {children}
    </div>
  )
}

// The tabs in one row, sharing its width; on a narrow screen the row scrolls sideways, never wraps
// (a label is never broken: "Products & Services" stays on one line).
const List = styled(RacTabList)`

  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

const Tab = styled(RacTab)`
  flex: 1 0 auto;
  min-height: 2.75rem;
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  outline: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }

  /* inside the row: the row scrolls, so an outline around the tab would be clipped */
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  &[data-selected] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`
