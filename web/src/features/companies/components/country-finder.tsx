// The directory's "Find a country": a combo box over the countries of the filter list (with their
// counts and flags); the one picked is ticked in the list below it. The directory is a public page
// drawn by the server: the combo box's code (React Aria, a chunk of its own) is loaded only when a
// visitor reaches for the field (pointer over it, touch or focus). Until then a plain input of the
// same look stands in, the same on the server and in the hydrating browser; what was typed into it
// and its focus are handed on.
import { useId, useState } from 'react'
import type { ComboBoxProps, ComboItem } from '../../../components/ui/combo-box'
import { Input, Label } from '../../../components/ui/field'
import { column } from '../../../components/ui/stack'
import styled from 'styled-components'

type ComboBoxModule = typeof import('../../../components/ui/combo-box')
let loaded: ComboBoxModule | undefined
const load = (): Promise<ComboBoxModule> => import('../../../components/ui/combo-box').then((m) => (loaded = m))

const LABEL = 'Find a country'
const PLACEHOLDER = 'Type a country name'

interface CountryFinderProps {
  countries: readonly ComboItem[]
  onPick: (code: string) => void
}

export function CountryFinder({ countries, onPick }: CountryFinderProps) {
  const [module, setModule] = useState(loaded)
  const [handOver, setHandOver] = useState<{ text: string; focused: boolean }>({ text: '', focused: false })
  const id = useId()

  if (module) {
    const props: ComboBoxProps = {
      label: LABEL,
      items: countries,
      value: '',
      onChange: (code) => code && onPick(code),
      placeholder: PLACEHOLDER,
      emptyLabel: 'No country of that name with companies',
      flags: true,
      clearOnPick: true,
      autoFocus: handOver.focused,
      defaultInputValue: handOver.text,
    }
    return <module.ComboBox {...props} />
  }

  const reach = () => {
    void load().then(
      (m) => {
        const input = document.getElementById(id) as HTMLInputElement | null
        setHandOver({ text: input?.value ?? '', focused: !!input && document.activeElement === input })
        setModule(m)
      },
      () => undefined,
    )
  }
  return (
    <StandIn onPointerEnter={reach} onTouchStart={reach} onFocus={reach}>
      <Label htmlFor={id}>{LABEL}</Label>
      <Input id={id} type="text" placeholder={PLACEHOLDER} autoComplete="off" />
    </StandIn>
  )
}

const StandIn = styled.div`
  ${column(1)}
`
