// Guards that the IPC codec in use (generated from schemas/ipc/ with ajv standalone validators) gives exactly the
// verdict of ajv compiling schemas/ipc/*.schema.json at test time, plus the 128-byte request id rule, on a corpus of
// edge cases, and that each direction accepts only its own messages.
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBackendMessage, decodeBridgeMessage, errorResult } from '../../../src/ipc/messages.js';

const names = ['hello', 'welcome', 'refused', 'request', 'response', 'cancel'] as const;
type Name = (typeof names)[number];

const ajv = new Ajv({ strict: true, allErrors: false });
const compiled = Object.fromEntries(
  names.map((n) => {
    const schema: unknown = JSON.parse(readFileSync(new URL(`../../../schemas/ipc/${n}.schema.json`, import.meta.url), 'utf8'));
    return [n, ajv.compile(schema as object)];
  }),
) as unknown as Record<Name, (data: unknown) => boolean>;

const valid: Record<Name, Record<string, unknown>> = {
  hello: { kind: 'hello', ipc_major: 1, ipc_minor: 0, bridge_version: '0.1.0' },
  welcome: { kind: 'welcome', ipc_major: 1, ipc_minor: 0, backend_instance_id: 'abc', application_version: '0.1.0' },
  refused: { kind: 'refused', code: 'CONNECTION_LIMIT', message: '' },
  request: { kind: 'request', request_id: 'r1', method: 'winproc_get_status', arguments: {} },
  response: { kind: 'response', request_id: 'r1', result: { api_version: '1.0' } },
  cancel: { kind: 'cancel', request_id: 'r1' },
};

const strangeValues: unknown[] = [
  undefined, null, true, 0, -1, 1.5, 1.0, 65535, 65536, -0, 1e300, '', 'x', 'x'.repeat(64), 'x'.repeat(65), 'x'.repeat(128),
  'x'.repeat(129), '🚀'.repeat(64), '🚀'.repeat(65), '🚀'.repeat(128), '🚀'.repeat(129), '\ud800'.repeat(128),
  '\ud800'.repeat(129), 'x'.repeat(512), 'x'.repeat(513), [], [1], {}, { a: 1 }, 'hello', 'welcome', 'refused', 'request',
  'response', 'cancel', 'VERSION_MISMATCH', 'PEER_REJECTED', 'DISABLED', 'OTHER',
];

function corpus(): unknown[] {
  const out: unknown[] = [null, [], 'hello', 1, {}];
  for (const base of Object.values(valid)) {
    out.push(base);
    for (const key of Object.keys(base)) {
      const { [key]: _dropped, ...without } = base;
      out.push(without);
      for (const v of strangeValues) out.push({ ...base, [key]: v });
    }
    out.push({ ...base, extra: 1 });
    out.push({ ...base, __proto__: 1 });
    out.push(JSON.parse(`${JSON.stringify(base).slice(0, -1)},"__proto__":{}}`));
    out.push([base]);
  }
  return out;
}

const BRIDGE_KINDS: ReadonlySet<Name> = new Set(['hello', 'request', 'cancel']);

function idFits(entry: unknown): boolean {
  const id = (entry as { request_id?: unknown }).request_id;
  return typeof id !== 'string' || Buffer.byteLength(id, 'utf8') <= 128;
}

/** The codec of the direction that carries `name`: the backend decodes bridge messages and the bridge backend ones. */
const decoderOf = (name: Name) => (BRIDGE_KINDS.has(name) ? decodeBridgeMessage : decodeBackendMessage);
const otherDecoderOf = (name: Name) => (BRIDGE_KINDS.has(name) ? decodeBackendMessage : decodeBridgeMessage);

describe('generated IPC codec', () => {
  it.each(names)('%s: the codec agrees with ajv and the request id rule on every corpus entry', (name) => {
    const decode = decoderOf(name);
    const disagreements = corpus()
      .filter((entry) => (entry as { kind?: unknown } | null)?.kind === name)
      .filter((entry) => decode(entry).ok !== (compiled[name](entry) && idFits(entry)));
    expect(disagreements).toEqual([]);
    expect(decode(valid[name]).ok).toBe(true);
  });

  it.each(names)('%s is refused by the other direction', (name) => {
    const result = otherDecoderOf(name)(valid[name]);
    expect(result).toMatchObject({ ok: false, problem: 'unknown_kind' });
  });

  it('names the schema location of a violation, never the received value', () => {
    const result = decodeBridgeMessage({ ...valid.hello, bridge_version: 'secret-value', extra: 'secret-value' });
    expect(result).toMatchObject({ ok: false, problem: 'invalid_message' });
    expect(JSON.stringify(result)).not.toContain('secret-value');
  });
});

describe('request ids', () => {
  it.each([
    ['empty', '', 'invalid_message'],
    ['128 ASCII bytes', 'a'.repeat(128), null],
    ['129 ASCII bytes', 'a'.repeat(129), 'invalid_message'],
    ['42 three-byte characters (126 bytes)', '€'.repeat(42), null],
    ['43 three-byte characters (129 bytes, 43 characters)', '€'.repeat(43), 'request_id_too_long'],
    ['32 four-byte characters (128 bytes)', '🚀'.repeat(32), null],
  ])('%s', (_name, id, problem) => {
    const result = decodeBridgeMessage({ ...valid.request, request_id: id });
    if (problem === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, problem });
  });
});

describe('errorResult', () => {
  it('has the envelope error shape', () => {
    expect(errorResult('BUSY', 'try later', true)).toEqual({ api_version: '1.0', error: { code: 'BUSY', message: 'try later', retryable: true } });
  });
});
