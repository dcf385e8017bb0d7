/** The sandbox captcha's texts (also used by stories and e2e). */
export const sandboxCaptchaTexts = {
  label: "I'm not a robot",
  note: 'Demo captcha: no data leaves this page.',
} as const;
