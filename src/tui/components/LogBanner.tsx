// The Log view's banner under the header: LOG, the file, its recorded time range, and the time cursor (frame i of N)
// that Left/Right and Home/End move; PARTIAL for an interrupted recording.
import { Text } from 'ink';
import type { LogViewPanel } from '../../app/logs/feature.js';

const time = (ms: number | null) => (ms === null ? '--' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19));

export function logBannerText(log: LogViewPanel): string {
  const range = `${time(log.firstMs)} – ${time(log.lastMs)}Z`;
  const cursor = log.frameCount === 0 ? 'no complete frame' : `frame ${log.cursorIndex + 1}/${log.frameCount} at ${time(log.cursorMs).slice(11)}Z`;
  const interval = log.intervalSeconds !== null ? ` · ${log.intervalSeconds} s frames` : '';
  return `LOG ${log.fileName} · ${range} · ${cursor}${interval}${log.partial ? ' · PARTIAL (interrupted)' : ''}`;
}

export function LogBanner({ log }: { log: LogViewPanel }) {
  return (
    <Text color="cyan" bold wrap="truncate">
      {logBannerText(log)}
    </Text>
  );
}
