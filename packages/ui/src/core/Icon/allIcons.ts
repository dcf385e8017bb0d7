import type { ComponentType } from 'react';
import * as base from './Icon';
import type { IconProps } from './Icon';
import * as shell from './ShellIcons';

/** Every icon by name (the Icon story's catalogue): each module's `…Icon` components. */
export const icons = Object.fromEntries(
  Object.entries({ ...base, ...shell }).filter(([name]) => /^[A-Z]\w*Icon$/.test(name)),
) as Record<string, ComponentType<IconProps>>;
