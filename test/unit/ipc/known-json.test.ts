// Guards src/ipc/known-json.ts: the frame encoder writes a tagged array's known JSON byte for byte where
// JSON.stringify would write the array, and everywhere else a tagged array is the plain array it was.
import { describe, expect, it } from 'vitest';
import { encodeFrame } from '../../../src/ipc/framing.js';
import { stringifyWithKnownJson, withKnownJson } from '../../../src/ipc/known-json.js';

const rows = () => [
  { pid: 1, name: 'grüße 🚀', path: '/a"b\\c\u0001', parent: { status: 'verified', pid: 0 } },
  { pid: 2, name: '\ud800 lone', path: null },
];

describe('known JSON', () => {
  it('frames tagged arrays as JSON.stringify frames the same message, several and nested in one message', () => {
    const page = rows();
    const other = [[1, 2], { deep: rows() }];
    const message = { kind: 'response', request_id: 'r', result: { data: { rows: withKnownJson(page, JSON.stringify(page)), more: withKnownJson(other, JSON.stringify(other)), after: 'x' } } };
    const plain = { kind: 'response', request_id: 'r', result: { data: { rows: rows(), more: [[1, 2], { deep: rows() }], after: 'x' } } };
    expect(encodeFrame(message).equals(encodeFrame(plain))).toBe(true);
    expect(stringifyWithKnownJson(message)).toBe(JSON.stringify(plain));
  });

  it('writes the known text in place of the array inside the encoder (it is not serialized again)', () => {
    const tagged = withKnownJson([1, 2, 3], '[7]');
    expect(stringifyWithKnownJson({ a: tagged, b: [1, 2, 3] })).toBe('{"a":[7],"b":[1,2,3]}');
  });

  it('is the plain array everywhere else: JSON.stringify, keys, equality, structured clone', () => {
    const page = rows();
    const tagged = withKnownJson(rows(), '[0]');
    expect(JSON.stringify({ rows: tagged })).toBe(JSON.stringify({ rows: page }));
    expect(Object.keys(tagged)).toEqual(['0', '1']);
    expect(tagged).toEqual(page);
    expect(tagged).toStrictEqual(page);
    expect(structuredClone(tagged)).toStrictEqual(page);
  });

  it('leaves a value that looks like the encoder\'s stand-in alone', () => {
    const message = { name: 'winproc-known-json-000000000000000000000000-0', rows: withKnownJson([1], '[1]') };
    expect(stringifyWithKnownJson(message)).toBe(JSON.stringify({ name: message.name, rows: [1] }));
  });

  it('restores the encoder when serializing throws, so the next frame is whole', () => {
    expect(() => stringifyWithKnownJson({ rows: withKnownJson([1], '[1]'), bad: 1n })).toThrow(TypeError);
    const tagged = withKnownJson([2], '[2]');
    expect(JSON.stringify({ rows: tagged })).toBe('{"rows":[2]}');
    expect(stringifyWithKnownJson({ rows: tagged })).toBe('{"rows":[2]}');
  });
});
