// Types of scripts/ink-props-diff.mjs (plain JavaScript, as scripts/build.mjs runs it without a compiler).
/** reconciler.js's source with its props diff done in place; throws when ink's code is not the expected one. */
export function propsDiffInPlace(source: string): string;
