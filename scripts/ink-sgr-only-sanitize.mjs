// A change to ink 6's build/sanitize-ansi.js made when the application is bundled (scripts/ink-patched.mjs): a text
// whose escape sequences are all SGR colour codes comes back as it is, without being tokenized. ink sanitizes every
// Text's content twice a frame (once to measure it, once to draw it) by splitting it into one token per escape
// sequence and run of text and joining the kept tokens again; for such a text that join is the text itself. The
// Graph cards are such texts (their colours written as SGR codes, src/tui/panels/graphs/GraphView.tsx), and their
// tokens were the largest part of a workspace frame's garbage (docs/testing.md, issue 32). Any other escape sequence
// or C1 control character takes ink's own path.

/** The start of ink's sanitizer; the fast path goes first in its body. */
const SANITIZER = 'const sanitizeAnsi = (text) => {\n';

/**
 * An ESC that does not start an SGR sequence ink keeps (`ESC [` parameters of digits, `:` and `;`, final `m`), or a C1
 * control character (which ink's tokenizer reads as an introducer or strips).
 */
const FAST_PATH = `    if (!/\\u001B(?!\\[[\\d:;]*m)|[\\u0080-\\u009F]/.test(text)) {
        return text;
    }
`;

/** sanitize-ansi.js's source with the fast path; throws when ink's code is not the expected one. */
export function sgrOnlySanitize(source) {
  const at = source.indexOf(SANITIZER);
  if (at < 0 || source.indexOf(SANITIZER, at + 1) >= 0 || source.includes(FAST_PATH)) {
    throw new Error("ink's build/sanitize-ansi.js does not have the one sanitizer this build changes: check scripts/ink-sgr-only-sanitize.mjs against the installed ink");
  }
  const body = at + SANITIZER.length;
  return source.slice(0, body) + FAST_PATH + source.slice(body);
}
