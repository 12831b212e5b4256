// The change scripts/ink-patched.mjs makes to the installed ink's build/sanitize-ansi.js (scripts/ink-sgr-only-
// sanitize.mjs): the changed sanitizer gives ink's own result for every kind of text (SGR only, other sequences, C1
// controls, malformed ones), returns an SGR-only text itself, and a different ink fails the build.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sgrOnlySanitize } from '../../../scripts/ink-sgr-only-sanitize.mjs';

const BUILD = join(import.meta.dirname, '../../../node_modules/ink/build');
const SOURCE = readFileSync(join(BUILD, 'sanitize-ansi.js'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'winproc-sanitize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The changed module, written beside nothing: its one import points at the installed ink's tokenizer. */
async function changedSanitizer(): Promise<(text: string) => string> {
  const file = join(dir, 'sanitize-ansi.mjs');
  // The source map comment would send vite to a .map beside the copy, which is not there.
  const source = sgrOnlySanitize(SOURCE).replace("'./ansi-tokenizer.js'", `'${pathToFileURL(join(BUILD, 'ansi-tokenizer.js')).href}'`).replace(/^\/\/# sourceMappingURL=.*$/m, '');
  writeFileSync(file, source);
  return ((await import(pathToFileURL(file).href)) as { default: (text: string) => string }).default;
}

const TEXTS = [
  'plain text',
  '\u001B[2m   7.45G┤\u001B[22m\u001B[32m⠀⣀⠤\u001B[7m⠒\u001B[27m⠉\u001B[39m',
  '\u001B[38;2;1;2;3mtrue colour\u001B[39m \u001B[38:5:208mcolon form\u001B[0m',
  '\u001B[mreset with no parameter',
  'cursor \u001B[2Aup and \u001B[2Jclear',
  'link \u001B]8;;http://x\u0007text\u001B]8;;\u0007 end',
  'a lone ESC \u001B here',
  'an unfinished \u001B[12',
  'C1 CSI \u009B31mred and C1 \u0085 next line',
  'private \u001B[?25l cursor hidden',
  'intermediate \u001B[1 m space',
  '\u001B[31mred\u001B[2Kclear line\u001B[39m',
];

describe("ink's sanitizer with the SGR-only fast path", () => {
  it("gives ink's own result for every kind of text", async () => {
    const changed = await changedSanitizer();
    const ink = ((await import(pathToFileURL(join(BUILD, 'sanitize-ansi.js')).href)) as { default: (text: string) => string }).default;
    for (const text of TEXTS) expect(changed(text), JSON.stringify(text)).toBe(ink(text));
    // The fast path is taken where ink keeps the text whole, and only there.
    expect(changed(TEXTS[1]!)).toBe(TEXTS[1]);
    expect(changed(TEXTS[4]!)).toBe('cursor up and clear');
  });

  it('refuses an ink whose code differs, or one already changed, so the build fails rather than ship unchanged', () => {
    expect(() => sgrOnlySanitize('export default (text) => text;')).toThrow(/one sanitizer/);
    expect(() => sgrOnlySanitize(sgrOnlySanitize(SOURCE))).toThrow(/one sanitizer/);
  });
});
