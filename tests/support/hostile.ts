/**
 * Hostile requests for property-based tests (fast-check): path segments with odd encodings, query
 * values past every bound, headers and bodies that lie about themselves. Shared by the API's
 * (tests/api/hostile-requests.test.ts) and the pages' (tests/e2e/hostile-requests.spec.ts).
 */
import fc from 'fast-check';

/** Numbers at every power of ten and at the edges of the integer types: where a bound is missing, one of them crosses it. */
const MAGNITUDES = [
  ...Array.from({ length: 21 }, (_, power) => `1${'0'.repeat(power)}`),
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '-2147483649',
];

/**
 * Text that broke servers before: encodings, numbers past every type, names with meaning elsewhere.
 * Each is tried in every path parameter and query parameter of every operation and page; random
 * combinations follow.
 */
const TRICKS = [
  ...MAGNITUDES,
  '%00',
  '%25',
  '%',
  '%%',
  '%2',
  '%zz',
  '%2e%2e',
  '..',
  '%2F',
  '%5C',
  '%0d%0a',
  '%0D%0ASet-Cookie:%20x=1',
  '%E0%A4%A',
  '%FF%FE',
  '%C0%AE%C0%AE',
  '%F0%9F%92%8D',
  '%ED%A0%80',
  '-1',
  '0',
  '00',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%27%20OR%201=1--',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '%24%7B7*7%7D',
  '~',
  '+',
  '%20',
  '.',
];

/** A value as it would sit in a URL: percent-encoded where that is possible, raw tricks otherwise. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^A-Za-z0-9]/g, '%25');
  }
}

/** Values that pass some checks, so the hostile ones around them reach deeper. */
const PLAUSIBLE = ['1', '2', '12', 'rings', 'Rings', 'Gold', 'Floral', 'price-asc', 'category-rings.svg', 'ada%40example.com'];

/** One path segment or query value, already in URL form. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 4, arbitrary: fc.constantFrom(...TRICKS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encoded) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encoded) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })).map((n) => encoded(String(n))) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 9000 }).map((n) => 'a'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...TRICKS), fc.string({ unit: 'binary-ascii', maxLength: 10 })).map(([trick, text]) => trick + encoded(text)),
  },
);

/** A query string: the operation's own names (given once or repeated) and a few of its own. */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  const name = names.length ? fc.oneof(fc.constantFrom(...names), hostileValue) : hostileValue;
  const pair = fc.tuple(name, fc.option(hostileValue, { nil: undefined })).map(([key, value]) => (value === undefined ? key : `${key}=${value}`));
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A header value a client can send (visible Latin-1, no line breaks). */
const headerText = fc.oneof(
  fc.constantFrom('', ' ', '%00', 'null', '{}', 'a'.repeat(4000), '\u00ff\u00fe', 'x, y, z', '"quoted"', '*/*', '../../etc/passwd'),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019 !"#%&\'()*+,-./:;<=>?@[\\]^_`{|}~\u00e9\u00ff'), maxLength: 60 }),
);

const ODD_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
  ';;;',
];

/** Headers that lie: odd types, broken credentials, forged client addresses. */
export function hostileHeaders(extra: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'Content-Type': fc.oneof(fc.constantFrom(...ODD_CONTENT_TYPES), headerText),
        Accept: fc.oneof(fc.constantFrom('application/json', 'text/html', 'text/x-component', '*/*'), headerText),
        Cookie: fc.oneof(fc.constantFrom('accessToken=', 'accessToken=a.b.c', '__Host-session=%00', 'a=b; a=c'), headerText),
        Authorization: fc.oneof(fc.constantFrom('Bearer', 'Bearer a.b.c', 'Basic Og==', 'Bearer eyJhbGciOiJub25lIn0.e30.'), headerText),
        'X-Forwarded-For': fc.oneof(fc.constantFrom('127.0.0.1', '::1', '1.1.1.1, 2.2.2.2', 'unknown', '999.999.999.999'), headerText),
        'X-Forwarded-Proto': fc.constantFrom('https', 'http', 'gopher', ''),
        'Idempotency-Key': headerText,
        'If-None-Match': headerText,
        Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'lines=1'),
        ...extra,
      },
      { requiredKeys: [] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)));
}

/** A JSON value with the hostile members servers trip on: huge numbers, long text, deep nesting. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 0.1 + 0.2, -0, '', ' ', '\u0000', 'a'.repeat(5000), [], {}, null, true),
  fc.integer({ min: 1, max: 60 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

export interface HostileBody {
  contentType: string | undefined;
  body: string | FormData | undefined;
}

/** A body: malformed JSON, JSON of any shape (with the operation's own field names), forms, nothing. */
export function hostileBody(fieldNames: readonly string[]): fc.Arbitrary<HostileBody> {
  const field = fieldNames.length ? fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  const object = fc.dictionary(field, hostileJson, { maxKeys: 8 });
  const json = (text: fc.Arbitrary<string>) => text.map((body) => ({ contentType: 'application/json', body }));
  const form = fc.dictionary(field, fc.string({ unit: 'binary', maxLength: 40 }), { maxKeys: 6 });
  return fc.oneof(
    json(object.map((value) => JSON.stringify(value))),
    json(hostileJson.map((value) => JSON.stringify(value))),
    json(fc.constantFrom('', '{', '{"a":', '[', '"', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"polluted":1}}', '1e99999', '{"a":'.repeat(3000))),
    fc.tuple(form, fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', undefined)).map(([fields, contentType]) => ({
      contentType,
      body: new URLSearchParams(fields).toString(),
    })),
    form.map((fields) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      data.append('photo', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])], 'x.png', { type: 'image/png' }));
      return { contentType: undefined, body: data };
    }),
    fc.tuple(fc.constantFrom(...ODD_CONTENT_TYPES), fc.string({ unit: 'binary', maxLength: 200 })).map(([contentType, body]) => ({ contentType, body })),
    fc.constant({ contentType: undefined, body: undefined }),
  );
}

/** A value that passes a parameter's own checks, so a trick in another parameter reaches further. */
const PLAUSIBLE_BY_NAME: Record<string, string> = { category: 'rings', id: '1', variantId: '1', file: 'category-rings.svg', themeName: 'floral', slug: 'a' };
export const plausible = (name: string) => PLAUSIBLE_BY_NAME[name] ?? '1';

export interface TrickedRequest {
  params: string[];
  query: string;
}

/**
 * Every trick in each path parameter (the others plausible), and every trick alone in a query
 * parameter: in each of `queryNames`, or with `rotate`, in one of them by turns (a cheaper pass).
 */
export function trickedRequests(pathParams: readonly string[], queryNames: readonly string[], options: { rotate?: boolean } = {}): TrickedRequest[] {
  const calm = pathParams.map(plausible);
  const inQuery = options.rotate
    ? TRICKS.map((trick, i) => (queryNames.length ? { params: calm, query: `?${queryNames[i % queryNames.length]}=${trick}` } : undefined))
    : queryNames.flatMap((name) => TRICKS.map((trick) => ({ params: calm, query: `?${name}=${trick}` })));
  return [
    ...pathParams.flatMap((_, slot) => TRICKS.map((trick) => ({ params: calm.map((value, i) => (i === slot ? trick : value)), query: '' }))),
    ...inQuery.filter((request): request is TrickedRequest => request !== undefined),
  ];
}

/** JSON members past every bound, each alone in each of an operation's fields. */
const JSON_TRICKS: unknown[] = [1e308, -1, 0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 'x'.repeat(5000), '\u0000', '', '%00', [], {}, null, true];

export function trickedBodies(fields: readonly string[]): HostileBody[] {
  return fields.flatMap((field) => JSON_TRICKS.map((value) => ({ contentType: 'application/json', body: JSON.stringify({ [field]: value }) })));
}

/** What an answer must never show: a stack trace, a query, a driver's or the runtime's internals. */
export const LEAK = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\.tsx?:\d+|DrizzleQueryError|Failed query|params:|SQLSTATE|syntax error at or near/;
