// The Record dialog (key r while Live): what a Recording will record (the working Tracking List), the directory it
// writes a new file into and the interval (1, 2, 5 or 10 s); Enter starts it. Refusals (empty Tracking List, Log
// view, a directory that cannot take the file) show on the notice line, the dialog stays open to correct them.
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';
import { RECORD_INTERVALS, type RecordDialogState } from '../state/record.js';
import { displaySafe } from '../format.js';

export function RecordDialog({ view, state, width }: { view: AppView; state: RecordDialogState; width: number }) {
  const boxWidth = Math.min(width, 84);
  const names = view.trackingNames;
  const scope = names.length === 0 ? 'nothing: the working Tracking List is empty (track a name with t first)' : `${displaySafe(names.join(', '))} and their descendants`;
  const intervals = RECORD_INTERVALS.map((s) => (s === state.intervalSeconds ? `[${s} s]` : ` ${s} s `)).join(' ');
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={boxWidth}>
      <Text bold wrap="truncate">Record</Text>
      <Text wrap="truncate">{`Records: ${scope}`}</Text>
      <Text color="cyan" wrap="truncate">{`Directory: ${state.directory}█`}</Text>
      <Text wrap="truncate">{`Interval:  ${intervals}`}</Text>
      <Text dimColor wrap="truncate">Enter start · type the directory · ←/→ interval · Esc cancel</Text>
    </Box>
  );
}
