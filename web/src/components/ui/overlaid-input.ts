import { css } from 'styled-components'

/**
 * React Aria's visually hidden native input (the control's first child), laid transparent over the
 * drawn control (a switch's track, a checkbox's box): that is where a pointer, and a test's click,
 * lands on the control itself. `top` and `margin` place it over the drawing.
 */
export const overlaidInput = (width: string, height: string, place = 'top: 0; left: 0; margin: 0 !important;') => css`
  & > span:first-child {
    ${place}
    width: ${width} !important;
    height: ${height} !important;
    clip: auto !important;
    clip-path: none !important;
    opacity: 0;
    z-index: 1;
  }

  & > span:first-child input {
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: inherit;
  }
`
