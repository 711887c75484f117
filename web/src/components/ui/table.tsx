// Data tables of the back office. From the md breakpoint up they are ordinary tables; below
// it every row becomes a card whose cells show their column name (the cell's data-label), so
// that nothing scrolls sideways on a phone.
import styled from 'styled-components'
import { surface } from './surface'

export const TableCard = styled.div`
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }

  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  th:last-child,
  td:last-child {
    text-align: right;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr:last-child {
      border-bottom: 0;
    }

    td,
    td:last-child {
      padding: ${({ theme }) => theme.space[1]} 0;
      border: 0;
      text-align: left;
    }

    /* The column name on the left, the cell's content (one or more lines) on the right. */
    td[data-label] {
      display: grid;
      grid-template-columns: 6rem minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space[3]};
      align-items: start;
      justify-items: start;
    }

    td[data-label] > * {
      grid-column: 2;
    }

    td[data-label]::before {
      content: attr(data-label);
      grid-column: 1;
      grid-row: 1 / span 2;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      padding-top: 0.15rem;
    }

    tbody tr:hover td {
      background: transparent;
    }
  }
`

/** Secondary line of a cell (city and country, a phone number). */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

/** The first cell of a row: an avatar or icon, then the name (a link) over a note. */
export const IdentityCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  > svg {
    flex-shrink: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`

/** Cell text that may break anywhere (long email addresses). */
export const BreakAnywhere = styled.span`
  overflow-wrap: anywhere;
`

/** Cell text kept on one line (dates). */
export const NoWrap = styled.span`
  white-space: nowrap;
`
