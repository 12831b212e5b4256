// The Log list (key l): the recording directory's .log files, newest first, with size and modification date; Enter
// loads the selected one into the Log view while keys keep working; a load or listing failure shows its reason.
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';
import { fit, formatBytes } from '../format.js';

/** Local date and time of a file, minutes precision: what a person compares recordings by. */
export function fileDate(ms: number | null): string {
  if (ms === null) return '----------- -----';
  const at = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

export function LogList({ view, width, height }: { view: AppView; width: number; height: number }) {
  const list = view.logList;
  if (list === null) return null;
  const boxWidth = Math.min(width, 100);
  const inner = boxWidth - 4;
  const rows = Math.max(1, height - 5);
  const first = Math.min(Math.max(0, list.selected - rows + 1), Math.max(0, list.entries.length - rows));
  const shown = list.entries.slice(first, first + rows);
  const nameWidth = Math.max(8, inner - 12 - 18 - 2);
  const status =
    list.loading !== null
      ? `Loading ${list.loading}… ${list.progress ?? 0}%  (Esc cancels)`
      : list.state === 'listing'
        ? 'Listing…'
        : list.state === 'ready'
          ? `${list.entries.length} log${list.entries.length === 1 ? '' : 's'}`
          : '';
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={boxWidth}>
      <Text bold wrap="truncate">{`Log list  ${list.directory ?? ''}`}</Text>
      {list.state === 'ready' && list.entries.length === 0 ? <Text dimColor>No .log files in this directory.</Text> : null}
      {shown.map((entry, i) => {
        const selected = first + i === list.selected;
        const size = entry.sizeBytes === null ? '?' : formatBytes(BigInt(entry.sizeBytes));
        const line = `${fit(entry.name, nameWidth, 'left')} ${fit(size, 11, 'right')}  ${fileDate(entry.modifiedMs)}`;
        return (
          <Text key={entry.name} inverse={selected} wrap="truncate">
            {line}
          </Text>
        );
      })}
      {list.error !== null ? <Text color="red" wrap="truncate">{list.error}</Text> : null}
      <Text dimColor wrap="truncate">{`${status}${status ? ' · ' : ''}↑/↓ choose · Enter load · Esc close`}</Text>
    </Box>
  );
}
