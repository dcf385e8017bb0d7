import { useEffect, useRef } from 'react';
import type { CaptchaProps } from './types';

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

export const RECAPTCHA_SCRIPT =
  'https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaLoad';

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once, whatever the number of widgets. */
export function loadRecaptcha(doc: Document = document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const view = doc.defaultView as Window;
    view.__onRecaptchaLoad = () =>
      view.grecaptcha ? resolve(view.grecaptcha) : reject(new Error('grecaptcha missing'));
    const script = doc.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA failed to load'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/** reCAPTCHA v2 (checkbox), for production builds with `VITE_RECAPTCHA_SITE_KEY`. */
export function RecaptchaV2({ siteKey, onChange }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha().then((grecaptcha) => {
      if (cancelled || !container.current) return;
      grecaptcha.render(container.current, {
        sitekey: siteKey,
        callback: (token) => latest.current(token),
        'expired-callback': () => latest.current(null),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return <div ref={container} />;
}
