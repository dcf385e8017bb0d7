// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { sanitizeHtml } from './sanitize';
import { SafeHtml, loadSanitizer } from './SafeHtml';
import { XSS_PAYLOADS } from './xss-payloads';

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitizeHtml', () => {
  it('keeps the allowed inline markup and opens links safely', () => {
    const clean = sanitizeHtml(
      '<strong>Saved.</strong> Read <a href="https://help.example/a">the article</a>.<br>Done',
    );
    const fragment = parse(clean);
    expect(fragment.querySelector('strong')?.textContent).toBe('Saved.');
    const link = fragment.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://help.example/a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it(`neutralises ${XSS_PAYLOADS.length} known XSS payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const fragment = parse(sanitizeHtml(payload));
      const elements = Array.from(fragment.querySelectorAll('*'));
      for (const element of elements) {
        expect([
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
        ]).toContain(element.localName);
        for (const attribute of Array.from(element.attributes)) {
          expect(['href', 'target', 'rel'], `${payload} kept ${attribute.name}`).toContain(
            attribute.name,
          );
        }
        const href = element.getAttribute('href');
        if (href !== null) expect(href, payload).toMatch(/^(https?:|mailto:)/i);
      }
    }
  });

  it('renders nothing unsanitised while the sanitiser loads', () => {
    const markup = renderToStaticMarkup(<SafeHtml html={'<img src=x onerror="boom()">'} />);
    expect(markup).toBe('<span></span>');
  });

  it('renders through SafeHtml as sanitised markup', async () => {
    await loadSanitizer();
    const markup = renderToStaticMarkup(
      <SafeHtml html={'<b>ok</b><img src=x onerror="boom()">'} />,
    );
    expect(markup).toBe('<span><b>ok</b></span>');
  });
});
