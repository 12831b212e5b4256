// Guards how the bridge decides each request's protocol era and checks a modern request's `_meta` envelope
// (src/bridge/eras.ts), edge by edge; test/system/mcp-revisions.test.ts covers the same over real stdio.
import { describe, expect, it } from 'vitest';
import { checkModernEnvelope, claimsModernEra, legacyAnswerVersion } from '../../../src/bridge/eras.js';
import { ProtocolError, withoutCodePrefix } from '../../../src/bridge/protocol-error.js';

const VERSION = 'io.modelcontextprotocol/protocolVersion';
const CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';

describe.each([
  ['no params', undefined, false],
  ['params without _meta', { name: 'x' }, false],
  ['a progress token only', { _meta: { progressToken: 1 } }, false],
  ['client capabilities without a version', { _meta: { [CAPABILITIES]: {} } }, false],
  ['_meta that is an array', { _meta: [VERSION] }, false],
  ['a version claim', { _meta: { [VERSION]: '2026-07-28' } }, true],
  ['a claim whose value is not a string (malformed, still modern)', { _meta: { [VERSION]: 1 } }, true],
])('claimsModernEra: %s', (_name, params, modern) => {
  it(`is ${modern ? 'modern' : 'legacy'}`, () => expect(claimsModernEra(params)).toBe(modern));
});

/** The error checkModernEnvelope throws for `meta`, as {code, message, data}. */
function rejection(meta: Record<string, unknown>): { code: number; message: string; data?: unknown } | null {
  try {
    checkModernEnvelope({ _meta: meta });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    const { code, message, data } = error as ProtocolError;
    return { code, message, ...(data !== undefined && { data }) };
  }
}

describe('checkModernEnvelope', () => {
  it('accepts the required keys with optional well-formed client info and log level', () => {
    expect(checkModernEnvelope({ _meta: { [VERSION]: '2026-07-28', [CAPABILITIES]: {}, 'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' }, 'io.modelcontextprotocol/logLevel': 'debug' } })).toBe('2026-07-28');
  });

  it.each([
    ['a version that is not a string', { [VERSION]: 20260728, [CAPABILITIES]: {} }, -32602, /protocolVersion: must be a string$/],
    ['no client capabilities', { [VERSION]: '2026-07-28' }, -32602, /clientCapabilities: missing/],
    ['client capabilities that are null', { [VERSION]: '2026-07-28', [CAPABILITIES]: null }, -32602, /clientCapabilities: must be an object$/],
    ['client info without a version', { [VERSION]: '2026-07-28', [CAPABILITIES]: {}, 'io.modelcontextprotocol/clientInfo': { name: 'c' } }, -32602, /clientInfo: must be/],
    ['an unknown log level', { [VERSION]: '2026-07-28', [CAPABILITIES]: {}, 'io.modelcontextprotocol/logLevel': 'loud' }, -32602, /logLevel: must be one of/],
  ])('rejects %s with -32602', (_name, meta, code, message) => {
    expect(rejection(meta)).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('checks the envelope before the version: a malformed envelope of an unknown version is -32602', () => {
    expect(rejection({ [VERSION]: '2099-01-01' })?.code).toBe(-32602);
  });

  it.each(['1900-01-01', '2025-11-25', '2024-11-05', ''])('answers version %j with -32022 naming the modern versions', (version) => {
    expect(rejection({ [VERSION]: version, [CAPABILITIES]: {} })).toEqual({ code: -32022, message: 'Unsupported protocol version', data: { supported: ['2026-07-28'], requested: version } });
  });
});

describe('legacyAnswerVersion', () => {
  it.each([
    ['2025-11-25', '2025-11-25'],
    ['2025-06-18', '2025-06-18'],
    ['2025-03-26', '2025-03-26'],
    ['2024-11-05', '2024-11-05'],
    ['2024-10-07', '2025-11-25'],
    ['2026-07-28', '2025-11-25'],
    [undefined, '2025-11-25'],
    [42, '2025-11-25'],
  ])('answers an initialize asking for %j with %s', (requested, answered) => {
    expect(legacyAnswerVersion(requested)).toBe(answered);
  });
});

describe('withoutCodePrefix', () => {
  it('drops the SDK prefix only when it names the same code', () => {
    expect(withoutCodePrefix(-32602, 'MCP error -32602: Unknown tool')).toBe('Unknown tool');
    expect(withoutCodePrefix(-32603, 'MCP error -32602: Unknown tool')).toBe('MCP error -32602: Unknown tool');
    expect(withoutCodePrefix(-32602, 'Unknown tool')).toBe('Unknown tool');
  });
});
