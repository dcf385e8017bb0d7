/** Dates as people read them, in their own locale (Intl.DateTimeFormat). */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const key = locale ?? '';
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** A moment (ISO 8601 with a time) in the reader's time zone: "Nov 21, 2026, 6:00 AM". */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  if (timeZone) return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  return cached(dateTimeFormats, locale, options).format(date);
}

/**
 * A calendar day (ISO 8601 date, `2026-11-21`): "November 21, 2026". Read and written in UTC,
 * so the day never shifts with the reader's time zone.
 */
export function formatDay(isoDate: string, locale?: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(dayFormats, locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
