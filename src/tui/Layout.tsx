// The frame every view shares: header, system panels (when shown), the view (or the top dialog in its place),
// status lines and the footer. The view is chosen by its id; a Graph or Log view is one more ViewId and one more
// case. The frame's geometry (where the table and the Process Info tabs are) is exported for the mouse hook.
import { Box, Text } from 'ink';
import type { AppView, ProcessRowView } from '../app/view.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import { type Column, type SortKey } from './columns.js';
import { ConfirmationOverlay } from './components/ConfirmationOverlay.js';
import { GraphView } from './components/GraphView.js';
import { Header } from './components/Header.js';
import { HelpOverlay } from './components/HelpOverlay.js';
import { LogBanner } from './components/LogBanner.js';
import { LogList } from './components/LogList.js';
import { ProcessInfoDialog } from './components/ProcessInfoDialog.js';
import { ProcessTable } from './components/ProcessTable.js';
import { ProfilesOverlay } from './components/ProfilesOverlay.js';
import { RecordDialog } from './components/RecordDialog.js';
import { SettingsOverlay } from './components/SettingsOverlay.js';
import { SystemPanels } from './components/SystemPanels.js';
import { DrilldownOverlay } from './panels/drilldown/DrilldownOverlay.js';
import type { DrilldownPanelState } from './panels/drilldown/reducer.js';
import type { SamplesPanelState } from './panels/samples/reducer.js';
import type { DialogKind } from './state/dialogs.js';
import type { ProcessInfoDialogState } from './state/process-info.js';
import type { ProfilesDialogState } from './state/profiles.js';
import type { RecordDialogState } from './state/record.js';
import type { SettingsDialogState } from './state/settings.js';
import { usePalette, type Palette } from './theme.js';

/** The views there are: the process table (live, or the Log view's recorded frame) and the Graph view (G). */
export type ViewId = 'live' | 'graphs';

export const PANEL_HEIGHT = 4;

/** A status line below the view: an action notice, a sampling failure, a settings warning, an MCP failure. */
export interface StatusLine {
  readonly text: string;
  readonly role: keyof Pick<Palette, 'warning' | 'error'>;
}

/** The status lines `app` needs now, in the order they are drawn. */
export function statusLines(app: AppView): StatusLine[] {
  const lines: StatusLine[] = [];
  if (app.logNotice) lines.push({ text: app.logNotice, role: 'warning' });
  if (app.actionNotice) lines.push({ text: app.actionNotice, role: 'warning' });
  const failure = app.recording.failure;
  if (failure) {
    // Two lines: the reason (with its code) and the kept file each fit a normal terminal's width.
    lines.push({ text: `Recording failed and ended: ${failure.message}. Esc dismisses.`, role: 'error' });
    if (failure.path !== null) lines.push({ text: `Partial file kept: ${failure.path}`, role: 'error' });
  } else if (app.recording.error) lines.push({ text: `Recording write failed: ${app.recording.error}; ending the Recording.`, role: 'error' });
  if (app.samplingError) lines.push({ text: `Sampling failed: ${app.samplingError}`, role: 'error' });
  if (app.configWarning) lines.push({ text: app.configWarning, role: 'warning' });
  if (app.mcp.state === 'failed') lines.push({ text: `MCP unavailable: ${app.mcp.error}`, role: 'error' });
  return lines;
}

/** Where the frame's parts are, for a terminal `height` rows tall (rows counted from 0 at the top). */
export interface FrameGeometry {
  /** First row of the view (the table's header line, or a dialog's top border). */
  readonly viewTop: number;
  /** Rows the view has; the status lines and the footer take the rest, so the header never scrolls away. */
  readonly viewHeight: number;
}

export function frameGeometry(height: number, showPanels: boolean, statusCount: number, logBanner = false): FrameGeometry {
  const panels = showPanels ? PANEL_HEIGHT : 0;
  // The header, the Log view's banner (LOG, file, time range) and the system panels come before the view.
  const viewTop = 1 + (logBanner ? 1 : 0) + panels;
  // Status lines take view rows first: with many of them the view shrinks (to one row at least) instead of the
  // frame outgrowing the terminal, which would scroll the header off the screen.
  return { viewTop, viewHeight: Math.max(1, height - viewTop - statusCount - 1) };
}

/** The rows a view has in a terminal `height` rows tall with panels and no status lines (never fewer than 3). */
export function viewHeight(height: number): number {
  return Math.max(3, height - (1 + PANEL_HEIGHT + 1));
}

/** What the live view draws: the table's rows in order, its sort, selection and tree branches. */
export interface LiveViewProps {
  readonly rows: readonly ProcessRowView[];
  readonly columns: readonly Column[];
  readonly sortKey: SortKey;
  readonly sortDescending: boolean;
  readonly selectedIndex: number;
  readonly prefixes: ReadonlyMap<string, string>;
  /** The `.NET` column's source: AppView.dotnet. */
  readonly dotnet: Readonly<Record<string, DotnetCollectionView>>;
}

/** The dialogs' own state, each drawn by its overlay. */
export interface DialogStates {
  readonly profiles: ProfilesDialogState;
  readonly settings: SettingsDialogState;
  readonly processInfo: ProcessInfoDialogState;
  readonly record: RecordDialogState;
  readonly helpScroll: number;
  /** The Samples inspector (v) and the drill-down overlay (D). */
  readonly samples: SamplesPanelState;
  readonly samplesFocused: boolean;
  readonly drilldown: DrilldownPanelState;
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
  readonly dialogs: DialogStates;
  /** NO_COLOR is set (Settings says the theme is drawn as mono). */
  readonly noColor: boolean;
}

type Sized = { readonly bodyHeight: number };

function Dialog({ kind, app, width, bodyHeight, dialogs, nowMs, noColor }: Pick<LayoutProps, 'app' | 'width' | 'dialogs' | 'nowMs' | 'noColor'> & Sized & { kind: DialogKind }) {
  switch (kind) {
    case 'record':
      return <RecordDialog view={app} state={dialogs.record} width={width} />;
    case 'profiles':
      return <ProfilesOverlay view={app} state={dialogs.profiles} width={width} />;
    case 'startup':
      return <ProfilesOverlay view={app} state={dialogs.profiles} width={width} title="Start with which Tracking List? (Enter loads, Esc starts with Empty (default))" />;
    case 'help':
      return <HelpOverlay width={width} height={bodyHeight} scroll={dialogs.helpScroll} />;
    case 'settings':
      return <SettingsOverlay view={app} state={dialogs.settings} width={width} height={bodyHeight} noColor={noColor} />;
    case 'process_info':
      return <ProcessInfoDialog info={app.processInfo} rows={app.rows} dotnet={app.dotnet} state={dialogs.processInfo} nowMs={nowMs} width={width} height={bodyHeight} />;
  }
}

function View({ view, app, live, width, bodyHeight, dialogs }: Pick<LayoutProps, 'view' | 'app' | 'live' | 'width' | 'dialogs'> & Sized) {
  switch (view) {
    case 'live':
      return <ProcessTable {...live} height={bodyHeight} />;
    case 'graphs':
      return <GraphView panel={app.graphs} width={width} height={bodyHeight} samples={{ shown: dialogs.samples.shown, focused: dialogs.samplesFocused }} />;
  }
}

function Main(props: Omit<LayoutProps, 'footer' | 'height'> & Sized) {
  const { view, app, nowMs, width, dialog, live, confirmationScroll, bodyHeight } = props;
  // A waiting confirmation is drawn above any dialog: it is what the keys answer first.
  if (app.confirmation) return <ConfirmationOverlay confirmation={app.confirmation} scroll={confirmationScroll} nowMs={nowMs} width={width} height={bodyHeight} />;
  // The Log list is App state (it closes itself once a log loaded) and takes the keys while open.
  if (app.logList) return <LogList view={app} width={width} height={bodyHeight} />;
  if (dialog) return <Dialog kind={dialog} {...props} />;
  // The drill-down (App state, like the Log list) takes the view's place and its keys while open.
  if (app.graphs.drilldown) return <DrilldownOverlay view={app.graphs.drilldown} state={props.dialogs.drilldown} width={width} height={bodyHeight} />;
  return <View view={view} app={app} live={live} width={width} bodyHeight={bodyHeight} dialogs={props.dialogs} />;
}

export function Layout(props: LayoutProps) {
  const { app, nowMs, width, height, footer } = props;
  const palette = usePalette();
  const status = statusLines(app);
  const { viewHeight: bodyHeight } = frameGeometry(height, app.preferences.showSystemPanels, status.length, app.logView !== null);
  return (
    <Box flexDirection="column" width={width}>
      <Header view={app} nowMs={nowMs} width={width} />
      {app.logView ? <LogBanner log={app.logView} /> : null}
      {app.preferences.showSystemPanels ? <SystemPanels system={app.system} gpus={app.gpus} width={width} /> : null}
      {/* Clipped below only: every view and dialog fits its lines to the width itself, and a horizontal clip would
          cost ink a slice of every line it draws in every frame. */}
      <Box flexDirection="column" height={bodyHeight} overflowY="hidden">
        <Main {...props} bodyHeight={bodyHeight} />
      </Box>
      {status.map((line, i) => (
        <Text key={i} color={palette[line.role]} wrap="truncate">
          {line.text}
        </Text>
      ))}
      <Text dimColor wrap="truncate">{footer}</Text>
    </Box>
  );
}
