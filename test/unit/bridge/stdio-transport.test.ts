// Guards the bridge's JSON-RPC line classifier: it must accept exactly what the SDK's protocol layer accepts
// (anything else would be dropped by the SDK without an answer), and name the id only when it is valid.
import { isJSONRPCErrorResponse, isJSONRPCNotification, isJSONRPCRequest, isJSONRPCResultResponse } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/bridge/stdio-transport.js';

const RELATED = 'io.modelcontextprotocol/related-task';

const IDS: unknown[] = [1, 0, -0, -7, 'a', '', 4.5, 1e308, 9007199254740993, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, null, true, [], {}];
const PARAMS: unknown[] = [
  undefined, {}, [], 'x', 1, null, { name: 'n' }, { _meta: {} }, { _meta: [] }, { _meta: null }, { _meta: 'x' },
  { _meta: { progressToken: 1 } }, { _meta: { progressToken: 't' } }, { _meta: { progressToken: 1.5 } }, { _meta: { progressToken: null } },
  { _meta: { [RELATED]: { taskId: 't' } } }, { _meta: { [RELATED]: { taskId: 1 } } }, { _meta: { [RELATED]: [] } }, { _meta: { [RELATED]: { taskId: 't', more: 1 } } },
  { _meta: { other: [] } },
];

function corpus(): unknown[] {
  const values: unknown[] = [null, [], 'x', 1, {}, { jsonrpc: '2.0' }, { jsonrpc: '1.0', id: 1, method: 'ping' }, { jsonrpc: 2, id: 1, method: 'ping' }];
  for (const id of IDS) {
    for (const params of PARAMS) {
      values.push(withoutUndefined({ jsonrpc: '2.0', id, method: 'ping', params }));
      values.push(withoutUndefined({ jsonrpc: '2.0', method: 'notifications/x', params }));
    }
    values.push({ jsonrpc: '2.0', id, method: 'ping', extra: 1 });
    values.push({ jsonrpc: '2.0', id, method: 7 });
    values.push({ jsonrpc: '2.0', id, result: {} });
    values.push({ jsonrpc: '2.0', id, result: [] });
    values.push({ jsonrpc: '2.0', id, result: { _meta: [] } });
    values.push({ jsonrpc: '2.0', id, result: {}, extra: 1 });
    values.push({ jsonrpc: '2.0', id, error: { code: -1, message: 'm' } });
    values.push({ jsonrpc: '2.0', id, error: { code: -1.5, message: 'm' } });
    values.push({ jsonrpc: '2.0', id, error: { code: -1, message: 1 } });
    values.push({ jsonrpc: '2.0', id, error: { code: -1, message: 'm', data: [1] } });
    values.push({ jsonrpc: '2.0', id, error: [] });
    values.push({ jsonrpc: '2.0', id, result: {}, error: { code: 1, message: 'm' } });
  }
  values.push({ jsonrpc: '2.0', error: { code: -1, message: 'm' } });
  values.push({ jsonrpc: '2.0', method: 'x', extra: 1 });
  return values;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** What the SDK's Protocol#connect does with a message, in its order: response, request, notification, or nothing. */
function sdkKind(value: unknown): 'response' | 'request' | 'notification' | 'dropped' {
  if (isJSONRPCResultResponse(value) || isJSONRPCErrorResponse(value)) return 'response';
  if (isJSONRPCRequest(value)) return 'request';
  if (isJSONRPCNotification(value)) return 'notification';
  return 'dropped';
}

describe('classify', () => {
  it('accepts exactly the messages the SDK protocol layer handles', () => {
    const values = corpus();
    expect(values.length).toBeGreaterThan(500);
    for (const value of values) {
      // Round-trip through JSON, as the bridge only ever sees parsed lines.
      const parsed: unknown = JSON.parse(JSON.stringify(value));
      const kind = classify(parsed).kind;
      const sdk = sdkKind(parsed);
      expect(kind === 'invalid' ? 'dropped' : kind, JSON.stringify(parsed)).toBe(sdk);
    }
  });

  it.each([
    ['params []', '{"jsonrpc":"2.0","id":3,"method":"ping","params":[]}', 3],
    ['params "x"', '{"jsonrpc":"2.0","id":3,"method":"ping","params":"x"}', 3],
    ['_meta []', '{"jsonrpc":"2.0","id":"q","method":"ping","params":{"_meta":[]}}', 'q'],
    ['id 4.5', '{"jsonrpc":"2.0","id":4.5,"method":"ping"}', null],
    ['id 1e308', '{"jsonrpc":"2.0","id":1e308,"method":"ping"}', null],
    ['id 2^53+1', '{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}', null],
    ['unknown member', '{"jsonrpc":"2.0","id":5,"method":"ping","x":1}', 5],
    ['malformed notification', '{"jsonrpc":"2.0","method":"notifications/initialized","params":[]}', null],
  ])('rejects %s as invalid with id %j', (_name, line, id) => {
    expect(classify(JSON.parse(line))).toEqual({ kind: 'invalid', id });
  });
});
