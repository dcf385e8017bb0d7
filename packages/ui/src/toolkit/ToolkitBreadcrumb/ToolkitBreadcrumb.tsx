import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toolkitTexts } from '../texts';

export interface ToolkitBreadcrumbProps {
  /** The way back (a router link the page gives, e.g. to /tools). */
  parent: ReactNode;
  /** This page's name. */
  current: string;
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '>';
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;

/** A Toolkit sub-page's breadcrumb: 'Tools / Settings > Ignored Emails'. */
export function ToolkitBreadcrumb({ parent, current }: ToolkitBreadcrumbProps) {
  return (
    <Nav aria-label={toolkitTexts.breadcrumbLabel}>
      <ol>
        <li>{parent}</li>
        <li aria-current="page">{current}</li>
      </ol>
    </Nav>
  );
}
