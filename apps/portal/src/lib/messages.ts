/** Texts of the spec shared by several pages (part 1 sections 5 and 8), verbatim. */
export const messages = {
  fieldEmpty: 'Field cannot be empty',
  requestFailed: 'Server Error please try again',
  apiKeyMissing: 'API key missing!',
  invalidEmail: 'Invalid Email',
  passwordsIncorrect: 'Passwords incorrect',
  genericFailure: 'Something went wrong, please try again later!',
} as const;
