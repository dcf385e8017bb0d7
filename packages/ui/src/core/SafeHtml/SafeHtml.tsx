import { Suspense, use, useMemo, type ComponentPropsWithoutRef } from 'react';
import type { sanitizeTrustedHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<
  ComponentPropsWithoutRef<'span'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** A server message that may contain HTML. */
  html: string;
  /** The element to render: inline by default, `div` for block content. */
  as?: 'span' | 'div' | 'p';
}

/** Sanitises to TrustedHTML where the browser has Trusted Types (the CSP requires them). */
type Sanitize = typeof sanitizeTrustedHtml;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Loads the sanitiser (DOMPurify, in its own chunk) once. `SafeHtml` asks for it the first time
 * it has a message to show, so pages that never show server HTML never load it; a page or a
 * story may call it earlier so that the first message shows at once.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((module) => (sanitizer = module.sanitizeTrustedHtml));
  return loading;
}

/**
 * Renders a server message that may contain HTML, through the sanitiser. Until the sanitiser
 * has loaded (the first message only), the element renders empty: nothing unsanitised ever
 * reaches the DOM.
 */
export function SafeHtml({ html, as: Element = 'span', ...rest }: SafeHtmlProps) {
  if (sanitizer) return <Clean html={html} as={Element} sanitize={sanitizer} {...rest} />;
  return (
    <Suspense fallback={<Element {...rest} />}>
      <WhenLoaded html={html} as={Element} {...rest} />
    </Suspense>
  );
}

function WhenLoaded(props: SafeHtmlProps) {
  const sanitize = use(loadSanitizer());
  return <Clean {...props} sanitize={sanitize} />;
}

function Clean({
  html,
  as: Element = 'span',
  sanitize,
  ...rest
}: SafeHtmlProps & { sanitize: Sanitize }) {
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
