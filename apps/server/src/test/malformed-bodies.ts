/** A body broken before any schema sees it, and the status a caller past the access checks must get. */
export type MalformedBody = {
  name: string;
  headers: Record<string, string>;
  payload: string | Buffer;
  /** The statuses allowed for an operation whose document declares a body of this media type; undefined: any 4xx. */
  expect(mediaType: string): number[] | undefined;
};

const json = { 'content-type': 'application/json' };
const onJson =
  (...statuses: number[]) =>
  (mediaType: string) =>
    mediaType === 'application/json' ? statuses : undefined;

/** Larger than any route accepts (the largest, an import or an upload, takes about 10 MB). */
const OVERSIZED = Buffer.alloc(11 * 1024 * 1024, 'a');
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const malformedBodies: MalformedBody[] = [
  { name: 'invalid JSON', headers: json, payload: '{"name":', expect: onJson(400) },
  { name: 'single-quoted JSON', headers: json, payload: "{'name':'x'}", expect: onJson(400) },
  { name: 'empty JSON body', headers: json, payload: '', expect: onJson(400) },
  // Valid JSON of the wrong kind, and nesting deep enough to exhaust a recursive walk (within the smallest
  // body limit, 16 KB, and the default one): a route whose body is optional or open may accept them, so
  // only their never being a 5xx is held.
  { name: 'a bare JSON string', headers: json, payload: '"x"', expect: () => undefined },
  { name: 'JSON null', headers: json, payload: 'null', expect: () => undefined },
  { name: '__proto__ key', headers: json, payload: '{"__proto__":{"polluted":true}}', expect: onJson(400) },
  {
    name: 'constructor.prototype key',
    headers: json,
    payload: '{"constructor":{"prototype":{"polluted":true}}}',
    expect: onJson(400),
  },
  { name: 'nested arrays, 8,000 deep', headers: json, payload: nestedArrays(8_000), expect: () => undefined },
  { name: 'nested objects, 2,500 deep', headers: json, payload: nestedObjects(2_500), expect: () => undefined },
  { name: 'nested arrays, 100,000 deep', headers: json, payload: nestedArrays(100_000), expect: () => undefined },
  { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: '{}', expect: onJson(415) },
  { name: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a/>', expect: onJson(415) },
  {
    name: 'a content type that is not one',
    headers: { 'content-type': '../../;;' },
    payload: '{}',
    expect: onJson(415),
  },
  {
    // The multipart parser throws before reading a byte; the upload route answers it as a bad body.
    name: 'multipart/form-data without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    expect: (mediaType) => (mediaType === 'multipart/form-data' ? [400] : undefined),
  },
  { name: 'oversized body', headers: json, payload: OVERSIZED, expect: () => [413] },
];
