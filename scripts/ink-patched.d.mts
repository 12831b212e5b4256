// Types of scripts/ink-patched.mjs (plain JavaScript, as scripts/build.mjs runs it without a compiler).
import type { Plugin } from 'esbuild';
/** The esbuild plugin that bundles ink with the application's changed modules. */
export const inkPatched: Plugin;
/** A text package's module-level Intl.Segmenter constants (and string-width's RGI emoji pattern) built on first use. */
export function lazyTextConstants(source: string, file: string): string;
/** ansi-tokenize's tokenize with texts of single-character graphemes walked without Intl.Segmenter. */
export function tokenizeFastPath(source: string, file: string): string;
