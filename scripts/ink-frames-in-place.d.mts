// Types of scripts/ink-frames-in-place.mjs (plain JavaScript, as scripts/build.mjs runs it without a compiler).
/** ink.js's source with the fullscreen branch made to redraw in place; throws when ink's code is not the expected one. */
export function framesInPlace(source: string): string;
