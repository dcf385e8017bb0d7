/**
 * The wire format of /v1/api: `application/x-www-form-urlencoded` with PHP-style brackets.
 *
 * - arrays of scalars:  `syncType[]=0&syncType[]=1`
 * - arrays of objects:  `params[0][interestCategoryId]=abc`
 * - objects:            `filter[firstName]=Ann`, `params[mapping][MOBILE_PHONE]=PHONE`
 * - booleans become 1/0, `null` and `''` are sent blank, `undefined` is left out.
 *
 * `decodeForm` is the inverse the sandbox uses to read what the client sent.
 */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

function isScalar(value: FormValue): value is string | number | boolean | null | undefined {
  return value === null || typeof value !== 'object';
}

function scalarToString(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

export function encodeForm(body: FormObject): URLSearchParams {
  const out = new URLSearchParams();
  const walk = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      if (value.every(isScalar)) {
        for (const item of value)
          if (item !== undefined) out.append(`${key}[]`, scalarToString(item));
      } else {
        value.forEach((item, index) => walk(`${key}[${index}]`, item));
      }
      return;
    }
    if (isScalar(value)) {
      out.append(key, scalarToString(value));
      return;
    }
    for (const [child, childValue] of Object.entries(value)) walk(`${key}[${child}]`, childValue);
  };
  for (const [key, value] of Object.entries(body)) walk(key, value);
  return out;
}

/** A decoded form: strings at the leaves, arrays for `name[]` and numeric-indexed groups. */
export type DecodedValue = string | DecodedValue[] | DecodedForm;
export interface DecodedForm {
  [key: string]: DecodedValue;
}

const SEGMENT = /\[([^\]]*)\]/g;

/**
 * Keys that reach an object's prototype. A pair naming one at any depth (`__proto__[x]=1`,
 * `a[constructor][prototype][x]=1`) is dropped whole, and every decoded object is built without
 * a prototype, so a request body can never write onto `Object.prototype`.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** An object with no prototype: nothing it is asked for comes from `Object.prototype`. */
function emptyForm(): DecodedForm {
  return Object.create(null) as DecodedForm;
}

export function decodeForm(input: string | URLSearchParams): DecodedForm {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const root = emptyForm();
  for (const [rawKey, value] of params) {
    const head = rawKey.split('[', 1)[0] ?? rawKey;
    const segments = [
      head,
      ...Array.from(rawKey.slice(head.length).matchAll(SEGMENT), (m) => m[1] ?? ''),
    ];
    if (segments.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    let node: DecodedForm | DecodedValue[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const nextIsPush = segments[i + 1] === '';
      const container = node as Record<string, DecodedValue> & DecodedValue[];
      if (segment === '') {
        if (last) (container as DecodedValue[]).push(value);
        return;
      }
      if (last) {
        container[segment as never] = value as never;
        return;
      }
      const existing = Object.hasOwn(container, segment)
        ? (container[segment as never] as DecodedValue | undefined)
        : undefined;
      if (existing === undefined || typeof existing === 'string') {
        const created: DecodedForm | DecodedValue[] = nextIsPush ? [] : emptyForm();
        container[segment as never] = created as never;
        node = created;
      } else {
        node = existing as DecodedForm | DecodedValue[];
      }
    });
  }
  return normaliseIndexed(root) as DecodedForm;
}

/** `params[0][x]` decodes to `{ '0': {...} }`; turn objects keyed 0..n-1 into arrays. */
function normaliseIndexed(value: DecodedValue): DecodedValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(normaliseIndexed);
  const keys = Object.keys(value);
  const entries = emptyForm();
  for (const k of keys) entries[k] = normaliseIndexed(value[k] as DecodedValue);
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? keys.map((k) => entries[k] as DecodedValue) : entries;
}
