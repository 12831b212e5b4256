// The frame every view shares: header, system panels, the view (or the top dialog in its place), status lines
// and the footer. The view is chosen by its id; a Graph or Log view is one more ViewId and one more case.
import { Box, Text } from 'ink';
import type { AppView, ProcessRowView } from '../app/view.js';
import { layoutColumns, type SortKey } from './columns.js';
import { ConfirmationOverlay } from './components/ConfirmationOverlay.js';
import { GraphView } from './components/GraphView.js';
import { Header } from './components/Header.js';
import { HelpOverlay } from './components/HelpOverlay.js';
import { LogBanner } from './components/LogBanner.js';
import { LogList } from './components/LogList.js';
import { ProcessTable } from './components/ProcessTable.js';
import { ProfilesOverlay } from './components/ProfilesOverlay.js';
import { RecordDialog } from './components/RecordDialog.js';
import { SettingsOverlay } from './components/SettingsOverlay.js';
import { SystemPanels } from './components/SystemPanels.js';
import type { DialogKind } from './state/dialogs.js';
import type { ProfilesDialogState } from './state/profiles.js';
import type { RecordDialogState } from './state/record.js';

/** The views there are: the process table (live, or the Log view's recorded frame) and the Graph view (G). */
export type ViewId = 'live' | 'graphs';

const PANEL_HEIGHT = 4;
const CHROME_HEIGHT = 1 + PANEL_HEIGHT + 1; // header, panels, footer

/** The rows a view has in a terminal `height` rows tall (never fewer than 3). */
export function viewHeight(height: number): number {
  return Math.max(3, height - CHROME_HEIGHT);
}

/** What the live view draws: the table's rows in order, its sort and selection. */
export interface LiveViewProps {
  readonly rows: readonly ProcessRowView[];
  readonly sortKey: SortKey;
  readonly sortDescending: boolean;
  readonly selectedIndex: number;
}

export interface LayoutProps {
  readonly view: ViewId;
  readonly app: AppView;
  readonly nowMs: number;
  readonly width: number;
  readonly height: number;
  /** The top of the dialog stack, drawn in the view's place; null shows the view. */
  readonly dialog: DialogKind | null;
  readonly live: LiveViewProps;
  readonly footer: string;
  /** Lines the confirmation overlay's description is scrolled by. */
  readonly confirmationScroll: number;
  readonly profilesDialog: ProfilesDialogState;
  readonly recordDialog: RecordDialogState;
}

function Dialog({ kind, app, width, profilesDialog, recordDialog }: { kind: DialogKind; app: AppView; width: number; profilesDialog: ProfilesDialogState; recordDialog: RecordDialogState }) {
  switch (kind) {
    case 'record':
      return <RecordDialog view={app} state={recordDialog} width={width} />;
    case 'profiles':
      return <ProfilesOverlay view={app} state={profilesDialog} width={width} />;
    case 'help':
      return <HelpOverlay width={width} />;
    case 'settings':
      return <SettingsOverlay view={app} width={width} />;
  }
}

function View({ view, app, live, width, height, rows }: Pick<LayoutProps, 'view' | 'app' | 'live' | 'width' | 'height'> & { rows: number }) {
  switch (view) {
    case 'live':
      return <ProcessTable {...live} columns={layoutColumns(width).columns} height={rows} />;
    case 'graphs':
      return <GraphView panel={app.graphs} width={width} height={rows} />;
  }
}

/** The status lines under the view (notices and failures), each shown only while it has something to say. */
function statusLines(app: AppView): { text: string; color: 'yellow' | 'red' }[] {
  const lines: { text: string; color: 'yellow' | 'red' }[] = [];
  if (app.logNotice) lines.push({ text: app.logNotice, color: 'yellow' });
  if (app.actionNotice) lines.push({ text: app.actionNotice, color: 'yellow' });
  if (app.recording.error) lines.push({ text: `Recording write failed: ${app.recording.error} Stop it with r.`, color: 'red' });
  if (app.samplingError) lines.push({ text: `Sampling failed: ${app.samplingError}`, color: 'red' });
  if (app.configWarning) lines.push({ text: app.configWarning, color: 'yellow' });
  if (app.mcp.state === 'failed') lines.push({ text: `MCP unavailable: ${app.mcp.error}`, color: 'red' });
  return lines;
}

function Main({ view, app, nowMs, width, height, dialog, live, confirmationScroll, profilesDialog, recordDialog, rows }: Omit<LayoutProps, 'footer'> & { rows: number }) {
  // A waiting confirmation is drawn above any dialog: it is what the keys answer first.
  if (app.confirmation) return <ConfirmationOverlay confirmation={app.confirmation} scroll={confirmationScroll} nowMs={nowMs} width={width} height={viewHeight(height)} />;
  // The Log list is App state (it closes itself once a log loaded) and takes the keys while open.
  if (app.logList) return <LogList view={app} width={width} height={viewHeight(height)} />;
  if (dialog) return <Dialog kind={dialog} app={app} width={width} profilesDialog={profilesDialog} recordDialog={recordDialog} />;
  return <View view={view} app={app} live={live} width={width} height={height} rows={rows} />;
}

export function Layout(props: LayoutProps) {
  const { app, nowMs, width, height, footer } = props;
  const status = statusLines(app);
  // Status lines and the Log view's banner take rows from the view, so the frame never grows past the terminal
  // (the header stays on screen).
  const rows = Math.max(3, viewHeight(height) - status.length - (app.logView ? 1 : 0));
  return (
    <Box flexDirection="column" width={width}>
      <Header view={app} nowMs={nowMs} width={width} />
      {app.logView ? <LogBanner log={app.logView} /> : null}
      <SystemPanels system={app.system} gpus={app.gpus} width={width} />
      <Main {...props} rows={rows} />
      {status.map((line, i) => (
        <Text key={i} color={line.color} wrap="truncate">
          {line.text}
        </Text>
      ))}
      <Text dimColor wrap="truncate">{footer}</Text>
    </Box>
  );
}
