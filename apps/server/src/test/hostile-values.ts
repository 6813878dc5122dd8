import fc from 'fast-check';

/**
 * The values a hostile client sends, as fast-check arbitraries. None of them contains a text the leak
 * check looks for (SQL, stack frames, `$argon2`): the server may echo input back (a search, a stored
 * name, "No route for …"), and an echo must never pass for a leak. `hostile-values` is tested for that.
 */

/** A number written into JSON text as is: 1e309, 9999999999999999999999 and -0 cannot come from JSON.stringify. */
export class RawJsonNumber {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0000raw:${this.text}\u0000`;
  }
}

/** JSON text of a generated value, its raw numbers written verbatim. */
export const toJsonText = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/"\\u0000raw:([^"\\]*)\\u0000"/g, '$1');

export const sqlTexts = [
  "' OR 1=1 --",
  "1' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(5) IS NULL --",
  '1)) OR ((1=1',
  '$1',
  '::text',
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  "\\'",
  "E'\\\\x00'",
  '*',
  '"quoted"',
];

export const pathTexts = ['../../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2f', '....//....//', '/'];

export const unicodeTexts = [
  '\u202Eevil\u202C',
  'مستشفى',
  'בית חולים',
  '😀🏥💊',
  '👩🏽‍⚕️',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0334\u0321\u0322a\u0337l\u0338g\u0336o',
  '\uFEFF',
  '\u200B',
  'Ｆｕｌｌｗｉｄｔｈ',
  'İıſ',
  'Hôpital Général de Yaoundé',
];

/** Text PostgreSQL cannot store (a NUL, lone surrogates), raw and as JSON escapes would decode them. */
export const unstorableTexts = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\uDFFF\uD800'];

export const numericTexts = [
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9999999999999999999999',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '1,5',
  '12abc',
  '+1',
];

export const otherTexts = [
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  'javascript:alert(1)',
  'a@b',
  'admin@test.example',
  `${'x'.repeat(250)}@example.com`,
  '2026-02-30',
  '2026-11-25T10:00:00Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '24:00',
  '25:61',
  '+237699000000',
  '+237',
  'http://127.0.0.1/',
  'data:text/html,x',
];

/** Lengths around the limits the schemas set (100, 200, 254, 500, 2000) and far past them. */
const longTexts = [101, 201, 255, 501, 2001, 10_000, 100_000].map((n) => 'a'.repeat(n));

/** Any UTF-16 code unit, lone surrogates and controls included: what a broken client can put in a string. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...sqlTexts, ...pathTexts, ...unicodeTexts, ...unstorableTexts, ...numericTexts, ...otherTexts),
  fc.constantFrom(...longTexts),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers a column or a page size does not hold. */
export const hostileNumber: fc.Arbitrary<number | RawJsonNumber> = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 1.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e300, -1e300),
  fc.constantFrom(...['1e309', '-1e309', '9999999999999999999999', '-0', '1e-400'].map((t) => new RawJsonNumber(t))),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Ids for a path segment: ones that exist (the seed made 1..N), and ones no integer column holds. */
export const hostileIdTexts = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9999999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '0x1',
  ' 1',
  'null',
  'NaN',
];

/** Path segments sent as they are, undecoded: escapes the router decodes into NUL, slashes and invalid UTF-8. */
export const rawPathSegments = [
  '%00',
  '%',
  '%zz',
  '%2F',
  '%2e%2e',
  '..',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%uD800',
  '1%00',
];

/** Keys no handler expects: prototype pollution and look-alikes of real keys. */
export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', '$where', 'a.b', ''];

/** Any JSON value, nested, as a scalar-expecting field might receive it. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
