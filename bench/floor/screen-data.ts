// The screen the drawing floors of `npm run bench -- monitor-cost --floor` draw (ink-frame.tsx with ink, raw-frame.ts
// without it): the application's shape in a 160x45 pane (a title, a four-column system block, a table header, 38 rows,
// the first selected, a footer) from static data, a few cells changed each second (the clock, a CPU total, five rows'
// CPU%). One model for both, so the two rows differ only in how the same text reaches the terminal.

export const WIDTH = 160;
export const ROWS = 38;
/** Rows whose CPU% changes each second (a quiet host's: a handful of processes busy at once). */
const CHANGED_ROWS = 5;
export const INTERVAL_MS = 1000;

export const HEADER =
  '      PID Name                      CPU%▼  PrivBytes       WS   Hndl   Thrd .NET   IO Read/s  IO Write/s  WS Priv  WS Shrbl   GPU%    GPU D    GPU S';
const NAMES = ['node', 'bash', 'sleep', 'tmux: server', 'sh', 'systemd-journald', 'containerd-shim', 'sshd', 'cron', 'dbus-daemon'];
export const TITLE = 'winproc-tui ';
export const SYSTEM_LABELS = ['MEM', 'CPU', 'NW/DISK', 'GPU'] as const;
export const FOOTER = `${ROWS}/${ROWS} procs  Tracking: none  ←→ cell  g graph  k/F9 kill  G Graphs  Tab focus  F1/? help  q quit`;

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
export const model = {
  second: 0,
  cpuTotal: 2.5,
  cpu: Array.from({ length: ROWS }, (_, i) => (i < CHANGED_ROWS ? 5 - i : 0)),
  rows: [] as string[],
};
model.rows = model.cpu.map((cpu, i) => row(i, cpu));

export function advance(): void {
  model.second += 1;
  model.cpuTotal = 2 + (model.second % 7) / 2;
  for (let i = 0; i < CHANGED_ROWS; i++) {
    model.cpu[i] = ((model.second * (i + 3)) % 97) / 10;
    model.rows[i] = row(i, model.cpu[i]!);
  }
}

export const clock = (second: number) =>
  `${String(Math.floor(second / 3600) % 24).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}Z`;
const column = (text: string) => text.padEnd(40);

/** The system block's three lines under its labels. */
export function systemLines(): string[] {
  return [
    [column('Used 1.78G/23.5G'), column(`Total ${model.cpuTotal.toFixed(1)}% 0:41 1:35`), column('Rx 0B/s'), 'no adapters'].join(''),
    [column('Avail 21.8G'), column('Usr 1.2% Krn 0.8%'), column('Tx 0B/s'), ''].join(''),
    [column('Commit 2.01G'), column(`Procs ${ROWS} Thr 120`), column('R 0B/s W 8.01K/s'), ''].join(''),
  ];
}
