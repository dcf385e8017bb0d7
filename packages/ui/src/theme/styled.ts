// A .ts file (not .d.ts) so tsup's declaration build carries the augmentation to consumers.
import 'styled-components';
import type { Theme } from './themes';

declare module 'styled-components' {
  // The augmentation has to be an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
