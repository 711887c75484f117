import 'styled-components'
import type { AppTheme } from './theme'

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: styled-components' theme type is our theme
  export interface DefaultTheme extends AppTheme {}
}
