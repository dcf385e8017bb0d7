import type { ElementType } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';
import { breadcrumbsTexts } from './texts';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
  /** Router state the link carries (e.g. the search term of the search results). */
  state?: unknown;
}

/** The mark between two crumbs: '/' by default, '>' where the spec writes the trail with it. */
export type BreadcrumbSeparator = '/' | '>';

export interface BreadcrumbsProps {
  /** The trail from the top down; the last is the current page and is not a link. */
  items: readonly Crumb[];
  /** A router link component for the hrefs. */
  linkAs?: ElementType;
  /** The landmark's name (default 'Breadcrumb'). */
  label?: string;
  separator?: BreadcrumbSeparator;
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
    content: attr(data-separator);
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/**
 * Breadcrumbs (WAI-ARIA breadcrumb pattern): a labelled nav holding an ordered list of links up
 * the trail, the current page last, marked `aria-current="page"` and not a link.
 */
export function Breadcrumbs({
  items,
  linkAs,
  label = breadcrumbsTexts.label,
  separator = '/',
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} data-separator={separator}>
            {item.href && index < items.length - 1 ? (
              <Link
                as={linkAs}
                to={item.href}
                href={linkAs ? undefined : item.href}
                {...(linkAs && item.state !== undefined ? { state: item.state } : {})}
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
