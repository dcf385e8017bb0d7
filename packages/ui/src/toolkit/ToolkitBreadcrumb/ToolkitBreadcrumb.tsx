import type { ElementType } from 'react';
import { Breadcrumbs } from '../../core/Breadcrumbs';
import { toolkitTexts } from '../texts';

export interface ToolkitBreadcrumbProps {
  /** The way back's name ('Tools / Settings'). */
  parent: string;
  /** Where the way back leads (/tools). */
  parentHref: string;
  /** This page's name. */
  current: string;
  /** A router link component for the way back. */
  linkAs?: ElementType;
}

/** A Toolkit sub-page's breadcrumb, as the spec writes it: 'Tools / Settings > Ignored Emails'. */
export function ToolkitBreadcrumb({ parent, parentHref, current, linkAs }: ToolkitBreadcrumbProps) {
  return (
    <Breadcrumbs
      label={toolkitTexts.breadcrumbLabel}
      separator=">"
      items={[{ label: parent, href: parentHref }, { label: current }]}
      linkAs={linkAs}
    />
  );
}
