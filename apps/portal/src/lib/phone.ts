/**
 * Phone numbers of My Profile through a kept library (libphonenumber-js with its `min` metadata,
 * ADR 021): parsed with the US as the default country, shown in the national format for US
 * numbers and the international one otherwise, and sent in E.164. The library loads on demand
 * (with the profile page), never in the entry or on the login page.
 */
export const DEFAULT_PHONE_COUNTRY = 'US' as const;

export interface PhoneTools {
  /** How a stored number shows: '(615) 555-0123', '+44 20 7946 0958', or as stored. */
  format(value: string): string;
  /** What is sent, or null when the text is not a valid number. */
  parse(value: string): string | null;
}

let loading: Promise<PhoneTools> | null = null;

export function loadPhoneTools(): Promise<PhoneTools> {
  loading ??= import('libphonenumber-js/min').then(({ parsePhoneNumberFromString }) => {
    const read = (value: string) => parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
    return {
      format(value) {
        const number = read(value);
        if (!number?.isValid()) return value;
        return number.country === DEFAULT_PHONE_COUNTRY
          ? number.formatNational()
          : number.formatInternational();
      },
      parse(value) {
        const number = read(value);
        return number?.isValid() ? number.format('E.164') : null;
      },
    };
  });
  return loading;
}
