import styled from 'styled-components'

type Tone = 'primary' | 'accent' | 'warning' | 'danger'

const soft = { primary: 'primarySoft', accent: 'accentSoft', warning: 'warningSoft', danger: 'dangerSoft' } as const

/** An icon on a soft coloured disc (`$round`) or rounded square; decorative, so hidden from assistive technology. */
export const IconTile = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number; $tone?: Tone; $round?: boolean }>`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ $size = 3 }) => $size}rem;
  height: ${({ $size = 3 }) => $size}rem;
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.full : theme.radii.md)};
  background: ${({ theme, $tone = 'primary' }) => theme.colors[soft[$tone]]};
  color: ${({ theme, $tone = 'primary' }) => theme.colors[$tone]};

  svg {
    width: ${({ $size = 3 }) => Math.min(1.75, $size / 2)}rem;
    height: ${({ $size = 3 }) => Math.min(1.75, $size / 2)}rem;
  }
`
