// "ink frame floor" of `npm run bench -- monitor-cost --floor`: the floor of drawing with this stack. A minimal ink
// program (bundled as the application bundles ink: scripts/ink-patched.mjs, React's production build; rendered with
// the application's render options on the alternate screen) that draws a screen of the application's shape in the
// 160x45 pane (a title, a four-column system block, a table header, 38 rows, the first selected, a footer) once a
// second from static data, a few cells changed each second (the clock, a CPU total, five rows' CPU%). No sampling.
import { Box, render, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { configureAsApplication } from './app-runtime.js';

const WIDTH = 160;
const ROWS = 38;
/** Rows whose CPU% changes each second (a quiet host's: a handful of processes busy at once). */
const CHANGED_ROWS = 5;
const INTERVAL_MS = 1000;

const HEADER =
  '      PID Name                      CPU%▼  PrivBytes       WS   Hndl   Thrd .NET   IO Read/s  IO Write/s  WS Priv  WS Shrbl   GPU%    GPU D    GPU S';
const NAMES = ['node', 'bash', 'sleep', 'tmux: server', 'sh', 'systemd-journald', 'containerd-shim', 'sshd', 'cron', 'dbus-daemon'];

/** One table row as the application lays it out (same columns and widths), from the row's index and its CPU%. */
function row(index: number, cpu: number): string {
  const mem = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)}M` : `${bytes}K`);
  const cells = [
    String(1000 + index * 37).padStart(9),
    ` ${NAMES[index % NAMES.length]!.padEnd(25)}`,
    cpu.toFixed(1).padStart(6),
    mem(900 + index * 613).padStart(11),
    mem(3900 + index * 911).padStart(9),
    String(5 + ((index * 7) % 90)).padStart(7),
    String(1 + (index % 12)).padStart(7),
    '     ',
    `${mem(index * 17)}/s`.padStart(12),
    `${mem(index * 5)}/s`.padStart(12),
    mem(900 + index * 613).padStart(9),
    mem(3000 + index * 298).padStart(10),
    '-'.padStart(7),
    '-'.padStart(9),
    '-'.padStart(9),
  ];
  return cells.join('').padEnd(WIDTH).slice(0, WIDTH);
}

/** The screen's data, changed in place each second: the rows' text is rebuilt only for the rows that changed. */
const model = {
  second: 0,
  cpuTotal: 2.5,
  cpu: Array.from({ length: ROWS }, (_, i) => (i < CHANGED_ROWS ? 5 - i : 0)),
  rows: [] as string[],
};
model.rows = model.cpu.map((cpu, i) => row(i, cpu));

function advance(): void {
  model.second += 1;
  model.cpuTotal = 2 + (model.second % 7) / 2;
  for (let i = 0; i < CHANGED_ROWS; i++) {
    model.cpu[i] = ((model.second * (i + 3)) % 97) / 10;
    model.rows[i] = row(i, model.cpu[i]!);
  }
}

const clock = (second: number) => `${String(Math.floor(second / 3600) % 24).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}Z`;
const column = (text: string) => text.padEnd(40);

function FloorScreen() {
  const { exit } = useApp();
  const [, setSecond] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      advance();
      setSecond(model.second);
    }, INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  useInput((input) => {
    if (input === 'q') exit();
  });
  const title = 'winproc-tui ';
  return (
    <Box flexDirection="column" width={WIDTH}>
      <Text>
        <Text bold>{title}</Text>
        <Text color="green">LIVE</Text>
        {' '.repeat(WIDTH - title.length - 4 - 13)}
        <Text dimColor> {clock(model.second)}</Text>
      </Text>
      <Box>
        {['MEM', 'CPU', 'NW/DISK', 'GPU'].map((label) => (
          <Box key={label} width={40}>
            <Text bold color="cyan">
              {label}
            </Text>
          </Box>
        ))}
      </Box>
      <Text>{[column('Used 1.78G/23.5G'), column(`Total ${model.cpuTotal.toFixed(1)}% 0:41 1:35`), column('Rx 0B/s'), 'no adapters'].join('')}</Text>
      <Text>{[column('Avail 21.8G'), column('Usr 1.2% Krn 0.8%'), column('Tx 0B/s'), ''].join('')}</Text>
      <Text>{[column('Commit 2.01G'), column(`Procs ${ROWS} Thr 120`), column('R 0B/s W 8.01K/s'), ''].join('')}</Text>
      <Text inverse>{HEADER}</Text>
      <Text inverse>{model.rows[0]}</Text>
      <Text>{model.rows.slice(1).join('\n')}</Text>
      <Text>{`${ROWS}/${ROWS} procs  Tracking: none  ←→ cell  g graph  k/F9 kill  G Graphs  Tab focus  F1/? help  q quit`}</Text>
    </Box>
  );
}

configureAsApplication();
// The alternate screen, as the application draws (src/main.ts).
process.stdout.write('\u001b[?1049h');
const ui = render(<FloorScreen />, { exitOnCtrlC: true, patchConsole: true, maxFps: 60, incrementalRendering: true });
await ui.waitUntilExit();
process.stdout.write('\u001b[?1049l');
