// The top of a back-office record (/admin/companies/:id, /admin/exhibitions/:id).
import styled from 'styled-components'

/** Its picture, then a block with its name (the h1) and badges; wrapping on narrow screens. */
export const RecordHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  > div:last-child {
    min-width: 0;
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: break-word;
  }
`

/** The record's actions as small buttons in a wrapping row (give it role="group" and a label). */
export const RecordToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  svg {
    width: 1rem;
    height: 1rem;
  }
`
