import type { ReactNode } from 'react'
import { useId } from 'react'
import styled from 'styled-components'
import { column } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'

/** A titled group of settings on the white surface. */
export function SettingsSection({ title, description, children, action }: { title: string; description?: ReactNode; children: ReactNode; action?: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id}>
      <Head>
        <div>
          <h2 id={id}>{title}</h2>
          {description ? <p>{description}</p> : null}
        </div>
        {action}
      </Head>
      {children}
    </Card>
  )
}

const Card = styled.section`
  ${column(5)}
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    ${mutedSmall}
  }
`

/** Fields two by two from the md breakpoint. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** Switches one under the other, separated by hairlines. */
export const SwitchList = styled.div`
  display: flex;
  flex-direction: column;

  > * {
    padding: ${({ theme }) => theme.space[4]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > *:first-child {
    padding-top: 0;
  }

  > *:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`

/** Sections of a tab, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`
