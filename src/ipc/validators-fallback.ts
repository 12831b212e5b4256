// Hand-written checks equivalent to schemas/ipc/*.schema.json, used until generated/ipc/v1/validators.ts exists.
// test/unit/ipc/validators-fallback.test.ts compares every verdict with ajv compiled from the same schemas.
import type {
  IpcCancel,
  IpcHello,
  IpcRefused,
  IpcRequest,
  IpcResponse,
  IpcWelcome,
  MessageValidators,
} from './messages.js';

type Obj = { [key: string]: unknown };

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly these keys, all present (every field of every IPC message is required). */
function hasExactKeys(value: Obj, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  if (own.length !== keys.length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(value, k));
}

/** Length in code points, as JSON Schema (and ajv's default `unicode: true`) counts it. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

function isString(value: unknown, min: number, max: number): value is string {
  if (typeof value !== 'string') return false;
  const n = codePoints(value);
  return n >= min && n <= max;
}

function isU16(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 65535;
}

const REFUSED_CODES: ReadonlySet<unknown> = new Set(['VERSION_MISMATCH', 'CONNECTION_LIMIT', 'DISABLED', 'PEER_REJECTED']);

export const fallbackValidators: MessageValidators = {
  hello(data: unknown): data is IpcHello {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'ipc_major', 'ipc_minor', 'bridge_version']) &&
      data['kind'] === 'hello' &&
      isU16(data['ipc_major']) &&
      isU16(data['ipc_minor']) &&
      isString(data['bridge_version'], 1, 64)
    );
  },
  welcome(data: unknown): data is IpcWelcome {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'ipc_major', 'ipc_minor', 'backend_instance_id', 'application_version']) &&
      data['kind'] === 'welcome' &&
      isU16(data['ipc_major']) &&
      isU16(data['ipc_minor']) &&
      isString(data['backend_instance_id'], 1, 128) &&
      isString(data['application_version'], 1, 64)
    );
  },
  refused(data: unknown): data is IpcRefused {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'code', 'message']) &&
      data['kind'] === 'refused' &&
      REFUSED_CODES.has(data['code']) &&
      isString(data['message'], 0, 512)
    );
  },
  request(data: unknown): data is IpcRequest {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'request_id', 'method', 'arguments']) &&
      data['kind'] === 'request' &&
      isString(data['request_id'], 1, 128) &&
      isString(data['method'], 1, 128) &&
      isObject(data['arguments'])
    );
  },
  response(data: unknown): data is IpcResponse {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'request_id', 'result']) &&
      data['kind'] === 'response' &&
      isString(data['request_id'], 1, 128) &&
      isObject(data['result'])
    );
  },
  cancel(data: unknown): data is IpcCancel {
    return (
      isObject(data) &&
      hasExactKeys(data, ['kind', 'request_id']) &&
      data['kind'] === 'cancel' &&
      isString(data['request_id'], 1, 128)
    );
  },
};
