// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/recording/*.schema.json.
// Regenerate with `npm run codegen`.

// Standalone ajv validators of one Recording line per format version (the parsed JSON of one line).
import type { ErrorObject } from 'ajv';
import type { RecordingV2Record } from './types.js';
import type { RecordingV3Line } from './types.js';
import type { RecordingV4Line } from './types.js';

export interface RecordingLineGuard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

export declare const validateRecordingV2Record: RecordingLineGuard<RecordingV2Record>;
export declare const validateRecordingV3Line: RecordingLineGuard<RecordingV3Line>;
export declare const validateRecordingV4Line: RecordingLineGuard<RecordingV4Line>;
