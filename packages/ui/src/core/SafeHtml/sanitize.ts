import DOMPurify from 'dompurify';

/**
 * The one HTML sink of the portal (quality bar "One HTML sink"): server messages that may hold
 * HTML are cleaned here and nowhere else. A short allow-list of inline tags and `href`; every
 * link opens in a new tab with `rel="noopener noreferrer"`; only http(s) and mailto links.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'span',
  'ul',
  'ol',
  'li',
  'code',
];
const ALLOWED_ATTR = ['href'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance() {
  if (!purifier) {
    // A private instance, so the link hook never leaks into other DOMPurify users.
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target', 'rel'],
};

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}

/**
 * The same, as TrustedHTML where the browser has Trusted Types (the portal's CSP requires them
 * for `innerHTML`); a plain string elsewhere.
 */
export function sanitizeTrustedHtml(html: string): TrustedHTML | string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
