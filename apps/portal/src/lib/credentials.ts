/**
 * Integrations setup helpers (spec part 1 "Integrations", sections 5 and 8): what to show for an
 * authorize or remove answer, and how a stored key is shown.
 */

/** The CCB answer for wrong credentials, verbatim. */
export const CCB_INVALID_CREDENTIALS = 'Invalid username or password.';

/** Texts of the wrong-credentials explanation, verbatim from the spec. */
export const credentialTexts = {
  incorrectPassword:
    "Recent update unsuccessful - incorrect password credentials. Check that you're using your API (NOT CCB/Pushpay) user login details",
  firstConnect: 'None of your data was saved.',
  existing: "We're using the 'old' version of your data.",
  supportArticle: 'How to find your CCB API user login',
} as const;

/** What an authorize or remove answer shows. */
export type CredentialMessage =
  /** CCB refused the login: the spec's explanation, one follow-up sentence, a support link. */
  | { kind: 'incorrect-password'; text: string; followUp: string }
  /** Anything else: the server's own words, which may hold HTML (render through SafeHtml). */
  | { kind: 'server'; html: string };

/**
 * Maps a server message: 'Invalid username or password.' becomes the incorrect-credentials
 * explanation, followed by 'None of your data was saved.' on a first connect or by the 'old'
 * version sentence when credentials were already stored.
 */
export function credentialMessage(message: string, hadCredentials: boolean): CredentialMessage {
  if (message.includes(CCB_INVALID_CREDENTIALS)) {
    return {
      kind: 'incorrect-password',
      text: credentialTexts.incorrectPassword,
      followUp: hadCredentials ? credentialTexts.existing : credentialTexts.firstConnect,
    };
  }
  return { kind: 'server', html: message };
}

/** How many trailing characters of a stored Mailchimp key stay readable. */
export const VISIBLE_KEY_CHARACTERS = 10;

/** A stored key as shown while locked: masked but for its last 10 characters. */
export function maskApiKey(key: string, visible = VISIBLE_KEY_CHARACTERS): string {
  if (key === '') return '';
  const hidden = Math.max(0, key.length - visible);
  return '•'.repeat(hidden) + key.slice(hidden);
}
