// A change to ink 6's build/ink.js made when the application is bundled (scripts/build.mjs): a frame exactly as tall
// as the terminal is drawn over the last one in place, changed lines only, instead of clearing the whole terminal
// first. ink treats any frame that fills the terminal as "fullscreen" and writes clear-screen, clear-scrollback and
// the whole frame every time, which the TUI's frames always are (the header at the top, the footer on the last row):
// a full repaint per sample, and a visible flash on terminals without synchronized output. ink's incremental
// log-update (the `incrementalRendering` option) already handles a frame with no trailing newline; only this
// branch kept it from being used. The whole clear stays for what needs it: the first frame after the terminal
// changed size (its content may have moved) and a frame taller than the terminal.

/** The branch of ink's onRender that clears the terminal for a frame that fills it. */
const FULLSCREEN_BRANCH = '        if (this.lastOutputHeight >= this.options.stdout.rows) {\n';

const IN_PLACE_BRANCH = `        const winprocSize = \`\${this.options.stdout.rows}x\${this.options.stdout.columns}\`;
        const winprocResized = this.winprocSize !== undefined && this.winprocSize !== winprocSize;
        this.winprocSize = winprocSize;
        const winprocInPlace = !winprocResized && outputHeight === this.options.stdout.rows && this.lastOutputHeight === outputHeight;
        if ((this.lastOutputHeight >= this.options.stdout.rows || winprocResized) && !winprocInPlace) {
`;

/** ink.js's source with the fullscreen branch made to redraw in place; throws when ink's code is not the expected one. */
export function framesInPlace(source) {
  const at = source.indexOf(FULLSCREEN_BRANCH);
  if (at < 0 || source.indexOf(FULLSCREEN_BRANCH, at + 1) >= 0) {
    throw new Error("ink's build/ink.js does not have the one fullscreen branch this build changes: check scripts/ink-frames-in-place.mjs against the installed ink");
  }
  return source.slice(0, at) + IN_PLACE_BRANCH + source.slice(at + FULLSCREEN_BRANCH.length);
}
