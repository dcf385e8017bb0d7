/** A captcha widget: it reports a token when solved, and null when the token expires. */
export interface CaptchaProps {
  onChange: (token: string | null) => void;
}
