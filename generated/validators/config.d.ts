// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/config.schema.json.
// Regenerate with `npm run codegen`.

// Standalone ajv validator of winproc-tui.toml after parsing.
import type { ErrorObject } from 'ajv';
import type { WinprocConfig } from '../types/config.js';

export interface ConfigValidator {
  (data: unknown): data is WinprocConfig;
  errors?: ErrorObject[] | null;
}

export declare const validateConfig: ConfigValidator;
