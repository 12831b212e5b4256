// Checks tool results against their published output schema while the test suite runs, so drift fails a test.
// The validators (generated/validators/outputs.js, every output schema inlined, over 1 MB) are loaded by path from
// the environment variable below, which the suite sets (vitest.config.ts); no bundle carries them and the product
// never checks when the variable is absent.
import { pathToFileURL } from 'node:url';
import type { GeneratedValidator } from '../../generated/validators/index.js';

export const RESULT_CHECK_ENV = 'WINPROC_TUI_RESULT_CHECK';

/** Null when the result matches the tool's output schema, else what is wrong (schema paths, never values). */
export type ResultCheck = (tool: string, result: unknown) => string | null;

let loaded: Promise<ResultCheck | null> | undefined;

/** The check the environment asks for, loaded once per process; null when results are not checked. */
export function resultCheck(env: NodeJS.ProcessEnv = process.env): Promise<ResultCheck | null> {
  loaded ??= load(env[RESULT_CHECK_ENV]);
  return loaded;
}

async function load(path: string | undefined): Promise<ResultCheck | null> {
  if (path === undefined || path === '') return null;
  const module = (await import(pathToFileURL(path).href)) as { TOOL_OUTPUT_VALIDATORS: Readonly<Record<string, GeneratedValidator>> };
  return (tool, result) => {
    const validate = module.TOOL_OUTPUT_VALIDATORS[tool];
    if (validate === undefined) return `no output schema is published for ${tool}`;
    if (validate(result)) return null;
    const errors = (validate.errors ?? []).slice(0, 4).map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message ?? ''} (${e.schemaPath})`);
    return `${tool} result does not match its output schema: ${errors.join('; ')}`;
  };
}
