// Types of scripts/ink-sgr-only-sanitize.mjs (plain JavaScript, as scripts/build.mjs runs it without a compiler).
/** sanitize-ansi.js's source with the fast path for SGR-only texts; throws when ink's code is not the expected one. */
export function sgrOnlySanitize(source: string): string;
