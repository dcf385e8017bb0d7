import type { ElementType } from 'react';
import styled from 'styled-components';
import { Link } from '../../core/Link';
import { logDetailsTexts } from '../texts';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
  /** Router state the link carries (e.g. the search term of the search results). */
  state?: unknown;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** A router link component for the hrefs. */
  linkAs?: ElementType;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Breadcrumbs (WAI-ARIA breadcrumb pattern): a labelled nav, the current page last. */
export function Breadcrumbs({ items, linkAs }: BreadcrumbsProps) {
  return (
    <nav aria-label={logDetailsTexts.breadcrumbs}>
      <List>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <Link
                as={linkAs}
                to={item.href}
                href={linkAs ? undefined : item.href}
                {...(linkAs && item.state !== undefined ? { state: item.state } : {})}
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
