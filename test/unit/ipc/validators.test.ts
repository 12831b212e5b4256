// Guards that the IPC validators in use (generated ajv standalone code) give exactly the verdict of ajv compiling
// schemas/ipc/*.schema.json at test time, on a corpus of edge cases; also guards the adapter that plugs them in.
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultValidators, errorResult, isValidRequestId, validatorsFrom, type MessageValidators } from '../../../src/ipc/messages.js';

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

describe('hand-written IPC validators', () => {
  it.each(names)('%s agrees with ajv on every corpus entry', (name) => {
    const entries = corpus();
    const disagreements = entries.filter((entry) => defaultValidators[name](entry) !== compiled[name](entry));
    expect(disagreements).toEqual([]);
    expect(defaultValidators[name](valid[name])).toBe(true);
  });

  it('adapts generated boolean validators to the type-guard interface', () => {
    const adapted: MessageValidators = validatorsFrom({
      validateHello: compiled.hello,
      validateWelcome: compiled.welcome,
      validateRefused: compiled.refused,
      validateRequest: compiled.request,
      validateResponse: compiled.response,
      validateCancel: compiled.cancel,
    });
    for (const name of names) {
      expect(adapted[name](valid[name])).toBe(true);
      expect(adapted[name]({ ...valid[name], extra: true })).toBe(false);
    }
  });
});

describe('request ids', () => {
  it.each([
    ['empty', '', false],
    ['128 ASCII bytes', 'a'.repeat(128), true],
    ['129 ASCII bytes', 'a'.repeat(129), false],
    ['42 three-byte characters (126 bytes)', '€'.repeat(42), true],
    ['43 three-byte characters (129 bytes, 43 characters)', '€'.repeat(43), false],
    ['32 four-byte characters (128 bytes)', '🚀'.repeat(32), true],
  ])('%s', (_name, id, ok) => {
    expect(isValidRequestId(id)).toBe(ok);
  });
});

describe('errorResult', () => {
  it('has the envelope error shape', () => {
    expect(errorResult('BUSY', 'try later', true)).toEqual({ api_version: '1.0', error: { code: 'BUSY', message: 'try later', retryable: true } });
  });
});
