// "raw frame floor" of `npm run bench -- monitor-cost --floor`: the same screen as the ink frame floor (screen-data.ts,
// once a second, a few cells changed each second) drawn without ink, React or yoga: each second the frame's lines are
// made as text with their SGR attributes and only the lines that differ from the last frame are written, each after a
// cursor move, in one write. What drawing would cost a renderer of the application's own; no sampling.
import { configureAsApplication } from './app-runtime.js';
import { advance, clock, FOOTER, HEADER, INTERVAL_MS, model, SYSTEM_LABELS, systemLines, TITLE, WIDTH } from './screen-data.js';

const ESC = '\u001b[';
const sgr = (codes: string, text: string) => `${ESC}${codes}m${text}${ESC}0m`;

/** The whole frame as lines of text with their attributes, as the ink floor draws them. */
function frame(): string[] {
  const title = `${sgr('1', TITLE)}${sgr('32', 'LIVE')}${' '.repeat(WIDTH - TITLE.length - 4 - 13)}${sgr('2', ` ${clock(model.second)}`)}`;
  const labels = SYSTEM_LABELS.map((label) => `${sgr('1;36', label)}${' '.repeat(40 - label.length)}`).join('');
  return [title, labels, ...systemLines(), sgr('7', HEADER), sgr('7', model.rows[0]!), ...model.rows.slice(1), FOOTER];
}

let last: string[] = [];
function draw(): void {
  const lines = frame();
  let out = '';
  for (let i = 0; i < lines.length; i++) if (lines[i] !== last[i]) out += `${ESC}${i + 1};1H${lines[i]}${ESC}K`;
  last = lines;
  if (out !== '') process.stdout.write(out);
}

configureAsApplication();
// The alternate screen with the cursor hidden, as the application draws (src/main.ts; ink hides the cursor).
process.stdout.write(`${ESC}?1049h${ESC}?25l${ESC}2J`);
draw();
const timer = setInterval(() => {
  advance();
  draw();
}, INTERVAL_MS);
process.stdin.setRawMode?.(true);
process.stdin.on('data', (key: Buffer) => {
  if (key.toString() !== 'q' && key[0] !== 3) return;
  clearInterval(timer);
  process.stdout.write(`${ESC}?25h${ESC}?1049l`);
  process.exit(0);
});
