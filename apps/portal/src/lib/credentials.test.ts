import { describe, expect, it } from 'vitest';
import {
  CCB_INVALID_CREDENTIALS,
  credentialMessage,
  credentialTexts,
  maskApiKey,
} from './credentials';

describe('credentialMessage', () => {
  it('explains wrong CCB credentials on a first connect: nothing was saved', () => {
    expect(credentialMessage(CCB_INVALID_CREDENTIALS, false)).toEqual({
      kind: 'incorrect-password',
      text: credentialTexts.incorrectPassword,
      followUp: 'None of your data was saved.',
    });
  });

  it("explains wrong CCB credentials over stored ones: the 'old' data stays in use", () => {
    expect(credentialMessage(CCB_INVALID_CREDENTIALS, true)).toEqual({
      kind: 'incorrect-password',
      text: credentialTexts.incorrectPassword,
      followUp: "We're using the 'old' version of your data.",
    });
  });

  it('recognises the answer inside markup', () => {
    expect(credentialMessage('<p>Invalid username or password.</p>', false).kind).toBe(
      'incorrect-password',
    );
  });

  it('passes every other message through as server HTML', () => {
    const html = 'We could not find the CCB account <b>x</b>.';
    expect(credentialMessage(html, true)).toEqual({ kind: 'server', html });
  });

  it('uses the spec sentence verbatim', () => {
    expect(credentialTexts.incorrectPassword).toBe(
      "Recent update unsuccessful - incorrect password credentials. Check that you're using your API (NOT CCB/Pushpay) user login details",
    );
  });
});

describe('maskApiKey', () => {
  const key = '0123456789abcdef0123456789abcdef-us21';

  it('keeps only the last 10 characters readable', () => {
    const masked = maskApiKey(key);
    expect(masked).toHaveLength(key.length);
    expect(masked.endsWith('bcdef-us21')).toBe(true);
    expect(masked.slice(0, -10)).toMatch(/^•+$/);
    expect(masked).not.toContain('0123');
  });

  it('shows a key of 10 characters or fewer as it is, and nothing for no key', () => {
    expect(maskApiKey('abc-us1')).toBe('abc-us1');
    expect(maskApiKey('')).toBe('');
  });
});
