import { lazy, Suspense } from 'react';
import { isDemo } from '../config';
import { siteConfig } from '../siteConfig';
import { SandboxCaptcha } from './SandboxCaptcha';
import type { CaptchaProps } from './types';

const RecaptchaV2 = lazy(async () => ({ default: (await import('./RecaptchaV2')).RecaptchaV2 }));

/** reCAPTCHA v2 in production (from a site key); the sandbox widget in demo mode and tests. */
export function Captcha(props: CaptchaProps) {
  const siteKey = siteConfig.recaptchaSiteKey;
  if (isDemo || !siteKey) return <SandboxCaptcha {...props} />;
  return (
    <Suspense fallback={null}>
      <RecaptchaV2 siteKey={siteKey} {...props} />
    </Suspense>
  );
}
