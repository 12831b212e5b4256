// Types of scripts/ink-layout-on-resize.mjs (plain JavaScript, as scripts/build.mjs runs it without a compiler).
/** dom.js's source with a changed Text's layout node marked dirty only when its size changed; throws when ink's code is not the expected one. */
export function layoutOnResize(source: string): string;
