import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { sanitizeTrustedHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<
  ComponentPropsWithoutRef<'span'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** A server message that may contain HTML. */
  html: string;
  /** The element to render: inline by default, `div` for block content. */
  as?: 'span' | 'div' | 'p';
}

/** Renders a server message that may contain HTML, through the sanitiser. */
export function SafeHtml({ html, as: Element = 'span', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeTrustedHtml(html), [html]);
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
