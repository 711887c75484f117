import styled, { css } from 'styled-components'

/** The page's content column; `$narrow` for a form. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '54rem' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`

/** Vertical rhythm of a content page. */
export const PageSection = styled.section`
  padding: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[16]};
`

/** A screen of its own, outside the site's frame (an error, maintenance): its content centred in the window. */
export const centredScreen = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[8]};
  min-height: 100vh;
`
