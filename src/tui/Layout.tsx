// The frame: header, system panels (when shown), the main screen's panels — the process table and, when G shows
// it, the Graph workspace (Graphs and the Samples inspector) below or beside it, placed by workspace-layout.ts — or
// the top dialog in their place, status lines and the footer (the focused panel's). The frame's geometry (where the
// table and the Process Info tabs are) is exported for the mouse hook.
import { Box, Text } from 'ink';
import type { AppView, ProcessRowView } from '../app/view.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import { type Column, type SortKey } from './columns.js';
import { ConfirmationOverlay } from './components/ConfirmationOverlay.js';
import { GraphView } from './panels/graphs/GraphView.js';
import { SamplesInspector } from './panels/samples/SamplesInspector.js';
import type { SamplesPanelState } from './panels/samples/reducer.js';
import { DrilldownOverlay } from './panels/drilldown/DrilldownOverlay.js';
import type { DrilldownPanelState } from './panels/drilldown/reducer.js';
import { Header } from './components/Header.js';
import { HelpOverlay } from './components/HelpOverlay.js';
import { LogBanner } from './components/LogBanner.js';
import { LogList } from './components/LogList.js';
import { ProcessInfoDialog } from './components/ProcessInfoDialog.js';
import { ProcessTable } from './panels/table/ProcessTable.js';
import type { GroupingMode, GroupLine, GroupSortKey } from './panels/groups/grouping.js';
import { GroupsTable } from './panels/groups/GroupsTable.js';
import { ProfilesOverlay } from './components/ProfilesOverlay.js';
import { RecordDialog } from './components/RecordDialog.js';
import { SettingsOverlay } from './components/SettingsOverlay.js';
import { SystemPanels } from './panels/system/SystemPanels.js';
import type { DialogKind } from './state/dialogs.js';
import type { PanelId } from './key-spec.js';
import type { MainRegions } from './workspace-layout.js';
import type { ProcessInfoDialogState } from './state/process-info.js';
import type { ProfilesDialogState } from './state/profiles.js';
import type { RecordDialogState } from './state/record.js';
import type { SettingsDialogState } from './state/settings.js';
import { usePalette, type Palette } from './theme.js';

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

/** What the grouping view draws: its lines, the selected one and the sort. */
export interface GroupsViewProps {
  readonly mode: GroupingMode;
  readonly lines: readonly GroupLine[];
  readonly selectedIndex: number;
  readonly sortKey: GroupSortKey;
  readonly descending: boolean;
}

/** The dialogs' own state, each drawn by its overlay. */
export interface DialogStates {
  readonly profiles: ProfilesDialogState;
  readonly settings: SettingsDialogState;
  readonly processInfo: ProcessInfoDialogState;
  readonly record: RecordDialogState;
  readonly helpScroll: number;
}

/** The main screen's panels: where they go, which has the focus and their TUI state. */
export interface PanelsProps {
  readonly regions: MainRegions;
  readonly focused: PanelId;
  readonly samples: SamplesPanelState;
  /** The inspector reports the top line it drew (its list scrolls only as far as keeps the cursor's line shown). */
  readonly samplesDrawn: (topMs: number | null) => void;
  /** The drill-down's choice (D), drawn in the main area's place while the App has one open. */
  readonly drilldown: DrilldownPanelState;
  /** The system panels' metric cursor, drawn while they have the focus. */
  readonly systemCursor: number;
  /** The table's cell cursor column (drawn while the table has the focus). */
  readonly cellKey: SortKey | null;
}

export interface LayoutProps {
  readonly panels: PanelsProps;
  readonly app: AppView;
  readonly nowMs: number;
  readonly width: number;
  readonly height: number;
  /** The top of the dialog stack, drawn in the view's place; null shows the view. */
  readonly dialog: DialogKind | null;
  readonly live: LiveViewProps;
  /** The grouping view (c), drawn in the table's place; null shows the table. */
  readonly groups: GroupsViewProps | null;
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
      return <ProcessInfoDialog info={app.processInfo} rows={app.rows} dotnet={app.dotnet} ab={app.processInfoAb} state={dialogs.processInfo} nowMs={nowMs} width={width} height={bodyHeight} />;
  }
}

/** The table and, when shown, the workspace (Graphs, Samples) in their regions. */
function MainPanels({ panels, app, live, groups }: Pick<LayoutProps, 'panels' | 'app' | 'live' | 'groups'>) {
  const { regions, focused } = panels;
  const table =
    groups !== null ? (
      <GroupsTable {...groups} width={regions.table.width} height={regions.table.height} />
    ) : (
      <ProcessTable {...live} height={regions.table.height} width={regions.table.width} cellKey={focused === 'table' ? panels.cellKey : null} />
    );
  if (regions.graphs === null) {
    return (
      <Box flexDirection="column">
        {table}
        {regions.notice ? <Text wrap="truncate" dimColor>{regions.notice}</Text> : null}
      </Box>
    );
  }
  const graphs = <GraphView panel={app.graphs} width={regions.graphs.width} height={regions.graphs.height} focused={focused === 'graphs'} />;
  const samples = regions.samples ? <SamplesInspector panel={app.graphs} state={panels.samples} onDrawn={panels.samplesDrawn} width={regions.samples.width} height={regions.samples.height} focused={focused === 'samples'} /> : null;
  const workspace = (
    <Box flexDirection={regions.samples?.placement === 'below' ? 'column' : 'row'} columnGap={1}>
      {graphs}
      {samples}
    </Box>
  );
  return (
    <Box flexDirection={regions.direction} columnGap={1}>
      <Box flexDirection="column" width={regions.table.width} height={regions.table.height + (regions.notice ? 1 : 0)} overflowY="hidden">
        {table}
        {regions.notice ? <Text wrap="truncate" dimColor>{regions.notice}</Text> : null}
      </Box>
      {workspace}
    </Box>
  );
}

function Main(props: Omit<LayoutProps, 'footer' | 'height'> & Sized) {
  const { panels, app, nowMs, width, dialog, live, confirmationScroll, bodyHeight } = props;
  // A waiting confirmation is drawn above any dialog: it is what the keys answer first.
  if (app.confirmation) return <ConfirmationOverlay confirmation={app.confirmation} scroll={confirmationScroll} nowMs={nowMs} width={width} height={bodyHeight} />;
  // The Log list is App state (it closes itself once a log loaded) and takes the keys while open.
  if (app.logList) return <LogList view={app} width={width} height={bodyHeight} />;
  if (dialog) return <Dialog kind={dialog} {...props} />;
  // The drill-down (App state, like the Log list) takes the main area and the keys while open.
  if (app.graphs.drilldown) return <DrilldownOverlay view={app.graphs.drilldown} state={panels.drilldown} width={width} height={bodyHeight} />;
  return <MainPanels panels={panels} app={app} live={live} groups={props.groups} />;
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
      {app.preferences.showSystemPanels ? <SystemPanels system={app.system} gpus={app.gpus} width={width} cursor={props.panels.focused === 'system' ? props.panels.systemCursor : null} /> : null}
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
