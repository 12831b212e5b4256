// Checks tool results against their published output schema while the test suite runs, so drift fails a test.
// The validators (generated/validators/outputs.js, every output schema inlined, over 1 MB) are loaded through the
// test hooks (test-hooks.ts: by the path vitest.config.ts puts in WINPROC_TUI_RESULT_CHECK); the published bundle has
// no such hook (test-hooks.production.ts), so the product never checks and never loads code the environment names.
import { RESULT_CHECK_ENV, testHooks } from './test-hooks.js';

export { RESULT_CHECK_ENV };

/** Null when the result matches the tool's output schema, else what is wrong (schema paths, never values). */
export type ResultCheck = (tool: string, result: unknown) => string | null;

let loaded: Promise<ResultCheck | null> | undefined;

/** The check the environment asks for, loaded once per process; null when results are not checked. */
export function resultCheck(env: NodeJS.ProcessEnv = process.env): Promise<ResultCheck | null> {
  loaded ??= testHooks.resultValidators(env).then((validators) => {
    if (validators === null) return null;
    return (tool: string, result: unknown) => {
      const validate = validators[tool];
      if (validate === undefined) return `no output schema is published for ${tool}`;
      if (validate(result)) return null;
      const errors = (validate.errors ?? []).slice(0, 4).map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message ?? ''} (${e.schemaPath})`);
      return `${tool} result does not match its output schema: ${errors.join('; ')}`;
    };
  });
  return loaded;
}
