import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, tooLongMessage } from '@flocksync/api-client';
import { cancelRequestOf } from '@flocksync/flows';
import {
  accountTexts,
  CANCEL_COMMENT_LIMIT,
  NEW_TAG_LIMIT,
  TEXT_LIMITS,
  tagPickerTexts,
} from '@flocksync/ui';
import { lengthError } from './useForm';

describe('field limits, one rule from the form to the server', () => {
  it('the tag picker refuses what the API refuses, in the same words', () => {
    expect(NEW_TAG_LIMIT).toBe(FIELD_LIMITS.tagName);
    expect(tagPickerTexts.tooLong(NEW_TAG_LIMIT)).toBe(tooLongMessage(FIELD_LIMITS.tagName));
  });

  it('the change-password dialog says the words of the API for a password over its limit', () => {
    expect(accountTexts.password.tooLong).toBe(tooLongMessage(FIELD_LIMITS.password));
  });

  it('the filter and search boxes stop where the API stops', () => {
    for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
      expect(limit).toBe(FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]);
    }
  });

  it('the longest cancellation comment still fits the reason the API takes', () => {
    const { cancelReason } = cancelRequestOf({
      reason: 'other reasons',
      platform: null,
      comment: 'x'.repeat(CANCEL_COMMENT_LIMIT),
      stopSync: false,
    } as Parameters<typeof cancelRequestOf>[0]);
    expect([...cancelReason].length).toBeLessThanOrEqual(FIELD_LIMITS.cancelReason);
  });

  it('a form field over its wire limit gets the message; one at the limit does not', () => {
    const at = `${'a'.repeat(FIELD_LIMITS.email - '@church.org'.length)}@church.org`;
    expect(lengthError('email', at)).toBeUndefined();
    expect(lengthError('email', `a${at}`)).toBe(tooLongMessage(254));
    expect(lengthError('firstName', 'x'.repeat(101))).toBe(tooLongMessage(100));
    expect(lengthError('comment', 'x'.repeat(10_000))).toBeUndefined();
  });
});
