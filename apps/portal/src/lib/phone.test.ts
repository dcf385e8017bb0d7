import { describe, expect, it } from 'vitest';
import { loadPhoneTools } from './phone';

describe('phone numbers (libphonenumber-js, US by default)', () => {
  it('formats US numbers nationally and others internationally', async () => {
    const phone = await loadPhoneTools();
    expect(phone.format('6155550123')).toBe('(615) 555-0123');
    expect(phone.format('+16155550123')).toBe('(615) 555-0123');
    expect(phone.format('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phone.format('12')).toBe('12');
  });

  it('sends E.164 and refuses what is not a number', async () => {
    const phone = await loadPhoneTools();
    expect(phone.parse('(615) 555-0123')).toBe('+16155550123');
    expect(phone.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(phone.parse('555')).toBeNull();
    expect(phone.parse('call me')).toBeNull();
  });
});
