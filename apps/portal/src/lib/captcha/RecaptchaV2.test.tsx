// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { RECAPTCHA_SCRIPT, RecaptchaV2 } from './RecaptchaV2';

describe('RecaptchaV2', () => {
  it('loads Google’s script once and renders the widget with the site key', async () => {
    const onChange = vi.fn();
    const renderWidget = vi.fn(
      (
        _el: HTMLElement,
        options: { callback: (t: string) => void; 'expired-callback': () => void },
      ) => {
        options.callback('token-1');
        options['expired-callback']();
        return 0;
      },
    );
    render(<RecaptchaV2 siteKey="site-key-123" onChange={onChange} />);
    render(<RecaptchaV2 siteKey="site-key-123" onChange={onChange} />);
    const scripts = document.head.querySelectorAll(`script[src="${RECAPTCHA_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    window.grecaptcha = { render: renderWidget, reset: vi.fn() };
    await act(async () => window.__onRecaptchaLoad?.());
    expect(renderWidget).toHaveBeenCalledTimes(2);
    expect(renderWidget.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-123' });
    expect(onChange.mock.calls.slice(0, 2)).toEqual([['token-1'], [null]]);
  });
});
