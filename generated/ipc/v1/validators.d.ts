// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/ipc/*.schema.json.
// Regenerate with `npm run codegen`.

// Standalone ajv validators of the private IPC messages; unknown fields are rejected.
import type { ErrorObject } from 'ajv';
import type { IpcCancel } from './types.js';
import type { IpcHello } from './types.js';
import type { IpcRefused } from './types.js';
import type { IpcRequest } from './types.js';
import type { IpcResponse } from './types.js';
import type { IpcWelcome } from './types.js';

export interface GeneratedGuard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

export declare const validateCancel: GeneratedGuard<IpcCancel>;
export declare const validateHello: GeneratedGuard<IpcHello>;
export declare const validateRefused: GeneratedGuard<IpcRefused>;
export declare const validateRequest: GeneratedGuard<IpcRequest>;
export declare const validateResponse: GeneratedGuard<IpcResponse>;
export declare const validateWelcome: GeneratedGuard<IpcWelcome>;
