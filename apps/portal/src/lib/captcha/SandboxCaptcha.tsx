import { useState } from 'react';
import styled from 'styled-components';
import { sandboxCaptchaTexts } from './texts';
import type { CaptchaProps } from './types';

/** The token the sandbox widget hands out; the sandbox API accepts it. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-token';

/**
 * Stands in for reCAPTCHA in demo mode and tests (no external script can load there): the same
 * contract, a token once ticked, and null when unticked.
 */
export function SandboxCaptcha({ onChange }: CaptchaProps) {
  const [checked, setChecked] = useState(false);
  // Ticked on the prerendered page before the app took it over (ADR 030): hydrating keeps the
  // tick on screen but not in state, so the box hands it over once attached.
  const adopt = (input: HTMLInputElement | null) => {
    if (input?.checked && !checked) {
      setChecked(true);
      onChange(SANDBOX_CAPTCHA_TOKEN);
    }
  };
  return (
    <Box>
      <label>
        <input
          type="checkbox"
          ref={adopt}
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? SANDBOX_CAPTCHA_TOKEN : null);
          }}
        />{' '}
        {sandboxCaptchaTexts.label}
      </label>
      <small>{sandboxCaptchaTexts.note}</small>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background.subtle};
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 24px;
  }
  & input {
    width: 20px;
    height: 20px;
  }
  & small {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
