// What each Process Info tab shows, as plain lines (pure, so the dialog, its filter and its tests share them): the
// Image fields, every catalog metric of the process with its unit or unavailable reason (and its A/B delta), open
// files grouped per path with their handle counts, DLLs (modules) and the environment block, each line with the text
// the copy key (y) puts on the clipboard; in the Log view what the recording keeps; plus the tab bar whose label positions mouse clicks are matched against.
import { PROCESS_METRICS, type ProcessMetricId } from '../../generated/metrics.js';
import type { CaptureRows, CaptureView, ProcessInfoTab, ProcessInfoView, RecordedProcess } from '../app/process-info/feature.js';
import type { MetricAb, ProcessInfoAb } from '../app/process-info/ab.js';
import { PROCESS_INFO_TABS } from '../app/process-info/feature.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import type { ProcessRowView } from '../app/view.js';
import { formatMetric, MISSING } from './format.js';

export const TAB_TITLES: Readonly<Record<ProcessInfoTab, string>> = { image: 'Image', metrics: 'Metrics', files: 'Files', modules: 'DLLs', environment: 'Environment' };

/** One tab's label in the tab bar and the columns it spans (0-based, end exclusive, relative to the bar's start). */
export interface TabLabel {
  readonly tab: ProcessInfoTab;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The tab bar: ` 1 Image │ 2 Metrics │ …`; the mouse hook matches click columns against `start`/`end`. */
export function tabBar(): TabLabel[] {
  const labels: TabLabel[] = [];
  let at = 0;
  PROCESS_INFO_TABS.forEach((tab, i) => {
    const text = ` ${i + 1} ${TAB_TITLES[tab]} `;
    labels.push({ tab, text, start: at, end: at + text.length });
    at += text.length + 1; // one separator column
  });
  return labels;
}

type Field<T> = { readonly value: T } | { readonly unavailable: string };

const REASON_TEXT: Readonly<Record<string, string>> = {
  access_denied: 'access denied',
  exited: 'the process exited',
  not_available: 'not available',
  not_available_on_platform: 'not available on this platform',
  missing: 'missing',
  timeout: 'the file system did not answer in time',
  unsupported: 'no source on this platform',
  not_collected: 'not collected',
  first_sample: 'needs a second sample',
  unknown: 'unknown',
};

export function reasonText(reason: string): string {
  return REASON_TEXT[reason] ?? reason.replaceAll('_', ' ');
}

function field<T>(value: Field<T> | undefined, show: (v: T) => string): string {
  if (value === undefined) return MISSING;
  return 'value' in value ? show(value.value) : `unavailable (${reasonText(value.unavailable)})`;
}

const label = (name: string, text: string) => `${name.padEnd(14)}${text}`;

/** One list line and what the copy key puts on the clipboard for it (a file's path, a variable's NAME=value...). */
export interface TabEntry {
  readonly line: string;
  readonly copy: string;
}

/** `Name          value`, copied as the value alone. */
const labelled = (name: string, text: string): TabEntry => ({ line: label(name, text), copy: text });
const plain = (line: string): TabEntry => ({ line, copy: line });

const utcText = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');

function imageLines(info: ProcessInfoView, capture: CaptureView<'image'>, rows: readonly ProcessRowView[]): TabEntry[] {
  if (capture.status !== 'done') return [];
  const row = capture.rows[0];
  if (!row) return [plain('The capture returned no row.')];
  const parentName = (pid: number) => rows.find((r) => r.pid === pid && !r.ghost)?.name;
  return [
    labelled('Name', row.name),
    labelled('PID', String(row.pid)),
    labelled('Path', field(row.image, (v) => v.path)),
    labelled('Command line', field(row.command_line, (v) => v)),
    labelled('User', field(row.user, (v) => v)),
    labelled('Started', field(row.start_time, utcText)),
    labelled('Parent', field(row.parent, (v) => `${v.pid}${parentName(v.pid) ? ` (${parentName(v.pid)})` : ''}`)),
    labelled('Architecture', field(row.architecture, (v) => v)),
    labelled('Version', field(row.version, (v) => [v.company, v.product, v.product_version ?? v.file_version].filter((part) => part !== null).join(' · ') || MISSING)),
    labelled('File', field(row.file, (v) => `${v.size_bytes} bytes, modified ${v.modified_at}`)),
    labelled('Identity', `${info.key}`),
  ];
}

/** What a recording does not keep: a live investigation of a lifetime that has since ended. */
export const NOT_RECORDED = 'not recorded: a Recording keeps sampled metrics and process definitions, not live investigations';

/** The Log view's Image tab: the recorded process definition. */
function recordedImageLines(info: ProcessInfoView, recorded: RecordedProcess): TabEntry[] {
  const { identity } = recorded;
  return [
    labelled('Name', identity.name),
    labelled('PID', String(identity.pid)),
    labelled('Path', recorded.path ?? MISSING),
    labelled('Command line', 'not recorded'),
    labelled('User', recorded.user ?? MISSING),
    labelled('Started', identity.startTimeMs === null ? 'unknown' : utcText(new Date(identity.startTimeMs).toISOString())),
    labelled('Parent', recorded.parent === null ? MISSING : `${recorded.parent.pid} (${recorded.parent.name})`),
    labelled('Recording', recorded.logName),
    labelled('Identity', info.key),
  ];
}

/** An exact integer with its unit beside the short form, so a byte count is never only rounded. */
function exact(value: ProcessRowView['values'][ProcessMetricId], unit: string): string {
  if (typeof value !== 'bigint') return '';
  return unit === 'bytes' ? `  (${value} B)` : unit === 'bytes_per_second' ? `  (${value} B/s)` : '';
}

const UNIT_TEXT: Readonly<Record<string, string>> = { percent: '%', bytes: 'bytes', bytes_per_second: 'bytes/s', pages_per_second: 'pages/s', events_per_second: '/s', count: 'count', text: 'text' };

/**
 * Every process metric of the catalog for this process: display name, value (exact integers too), unit, and the
 * reason when it is unavailable. The .NET rows come from the same catalog; the .NET collection toggle (work of
 * its own, see dotnetSectionLines) is drawn after them.
 */
export function metricLines(row: ProcessRowView | undefined, dotnet?: DotnetCollectionView, ab?: ProcessInfoAb | null): string[] {
  return metricEntries(row, dotnet, ab).map((entry) => entry.line);
}

/** An exact A/B value as the Samples inspector writes it: thousands separated, the unit's short sign. */
function abValue(value: MetricAb['a'], unit: string, signed = false): string {
  if (value === null) return MISSING;
  const sign = signed && value > 0 ? '+' : '';
  const text = typeof value === 'bigint' ? value.toLocaleString('en-US') : Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
  const suffix = unit === 'bytes' ? ' B' : unit === 'bytes_per_second' ? ' B/s' : unit === 'percent' ? ' %' : '';
  return `${sign}${text}${suffix}`;
}

/** `A -  B 1,024 B  B−A -` or `… B−A +52,551,680 B in 18 s`: the exact values at the markers, never a neighbour's. */
export function abText(ab: MetricAb | undefined, unit: string, elapsed: string): string {
  if (ab === undefined) return '';
  const delta = ab.delta === null ? MISSING : `${abValue(ab.delta, unit, true)}${elapsed}`;
  return `A ${abValue(ab.a, unit)}  B ${abValue(ab.b, unit)}  B−A ${delta}`;
}

/** ` in 18 s` between the markers, or '' when one is missing. */
export function elapsedText(ab: ProcessInfoAb | null | undefined): string {
  if (!ab || ab.aMs === null || ab.bMs === null) return '';
  const seconds = (ab.bMs - ab.aMs) / 1000;
  return ` in ${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function metricEntries(row: ProcessRowView | undefined, dotnet?: DotnetCollectionView, ab?: ProcessInfoAb | null): TabEntry[] {
  if (!row) return [plain('The process is no longer in the displayed sample: its metrics are not shown.')];
  const elapsed = elapsedText(ab);
  const lines = PROCESS_METRICS.map((metric) => {
    const value = row.values[metric.id];
    const reason = row.unavailable[metric.id];
    const shown = value !== undefined ? `${formatMetric(value, metric.unit)}${exact(value, metric.unit)}` : `unavailable (${reasonText(reason ?? 'unknown')})`;
    const line = `${metric.display_name.padEnd(12)} ${shown.padEnd(44)} ${(UNIT_TEXT[metric.unit] ?? metric.unit).padEnd(8)} ${metric.id}`;
    const delta = ab ? abText(ab.metrics[metric.id] ?? { a: null, b: null, delta: null }, metric.unit, elapsed) : '';
    return { line: delta === '' ? line : `${line}  ${delta}`, copy: value === undefined ? line : String(value) };
  });
  return [...lines, ...dotnetSectionLines(dotnet).map(plain)];
}

/**
 * The .NET runtime section after the metric rows: whether the lifetime runs a supported runtime (known before any
 * authorization, from its diagnostics endpoint and ProcessInfo), the collection state and its detail, and the key
 * that authorizes or revokes collection (d, with the local confirmation).
 */
export function dotnetSectionLines(view: DotnetCollectionView | undefined): string[] {
  if (view === undefined) return ['', '.NET runtime: none found (no .NET diagnostics endpoint for this lifetime); d asks to collect anyway.'];
  const support = view.supported === true ? 'supported' : view.supported === false ? 'not supported' : 'support unknown';
  const lines = ['', `.NET runtime: ${support}; collection ${view.state}${view.enabled ? ' (authorized for this lifetime)' : ''}`];
  if (view.detail !== null) lines.push(`  ${view.detail}`);
  lines.push(view.enabled ? '  d revokes collection' : '  d authorizes collection for this lifetime (asks for confirmation first)');
  return lines;
}

/** One exact path the process holds open: how many handles (descriptors) name it, and how (file, directory, cwd...). */
export interface FileGroup {
  readonly path: string;
  /** Handles on the path; the current and root directories are no handles and count 0. */
  readonly handles: number;
  readonly kinds: readonly string[];
  readonly sizeBytes: string | null;
}

/** Open files grouped per exact path, most handles first (then by path): a file opened 300 times is one group of 300. */
export function groupFiles(rows: CaptureRows['files']): FileGroup[] {
  const groups = new Map<string, { handles: number; kinds: Set<string>; sizeBytes: string | null }>();
  for (const row of rows) {
    let group = groups.get(row.path);
    if (group === undefined) groups.set(row.path, (group = { handles: 0, kinds: new Set(), sizeBytes: null }));
    if (row.handle !== null) group.handles++;
    group.kinds.add(row.kind);
    group.sizeBytes ??= row.size_bytes ?? null;
  }
  return [...groups]
    .map(([path, group]) => ({ path, handles: group.handles, kinds: [...group.kinds], sizeBytes: group.sizeBytes }))
    .sort((a, b) => b.handles - a.handles || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function filesLines(capture: CaptureView<'files'>): TabEntry[] {
  if (capture.status !== 'done') return [];
  return groupFiles(capture.rows).map((group) => ({
    line: `${String(group.handles).padStart(7)} ${group.kinds.join(',').padEnd(9)} ${(group.sizeBytes ?? '').padStart(12)}  ${group.path}`,
    copy: group.path,
  }));
}

function modulesLines(capture: CaptureView<'modules'>): TabEntry[] {
  if (capture.status !== 'done') return [];
  return capture.rows.map((m) => ({ line: `${m.name.padEnd(28)} ${field(m.size_bytes, (v) => v).padStart(10)}  ${field(m.file_version, (v) => v).padEnd(12)} ${m.directory}`, copy: m.path }));
}

function environmentLines(capture: CaptureView<'environment'>): TabEntry[] {
  if (capture.status !== 'done') return [];
  return capture.rows.map((variable) => plain(`${variable.name}=${variable.value}`));
}

/** The list a tab shows (before its filter), or null while its capture has no result to list. */
export function tabLines(tab: ProcessInfoTab, info: ProcessInfoView, rows: readonly ProcessRowView[], dotnet?: Readonly<Record<string, DotnetCollectionView>>, ab?: ProcessInfoAb | null): string[] | null {
  return tabEntries(tab, info, rows, dotnet, ab)?.map((entry) => entry.line) ?? null;
}

/** The list a tab shows with each line's copy text, or null while its capture has no result to list. */
export function tabEntries(tab: ProcessInfoTab, info: ProcessInfoView, rows: readonly ProcessRowView[], dotnet?: Readonly<Record<string, DotnetCollectionView>>, ab?: ProcessInfoAb | null): TabEntry[] | null {
  if (tab === 'metrics') return metricEntries(rows.find((row) => row.key === info.key), dotnet?.[info.key], ab);
  if (info.recorded !== null) return tab === 'image' ? recordedImageLines(info, info.recorded) : [plain(NOT_RECORDED)];
  const capture = info.captures[tab];
  if (capture === undefined || capture.status !== 'done') return null;
  switch (tab) {
    case 'image':
      return imageLines(info, capture as CaptureView<'image'>, rows);
    case 'files':
      return filesLines(capture as CaptureView<'files'>);
    case 'modules':
      return modulesLines(capture as CaptureView<'modules'>);
    case 'environment':
      return environmentLines(capture as CaptureView<'environment'>);
  }
}

/** The header above a list: the column names of the tab's lines. */
export const LIST_HEADERS: Readonly<Partial<Record<ProcessInfoTab, string>>> = {
  metrics: `${'Metric'.padEnd(12)} ${'Value'.padEnd(44)} ${'Unit'.padEnd(8)} Id`,
  files: `${'Handles'.padStart(7)} ${'Kind'.padEnd(9)} ${'Size'.padStart(12)}  Path (one line per path, most handles first)`,
  modules: `${'Name'.padEnd(28)} ${'Size'.padStart(10)}  ${'Version'.padEnd(12)} Directory`,
  environment: 'NAME=value (shown here only; never sent over MCP)',
};

/** The capture's state as one line: progress while it runs, the failure, or what was collected and when. */
export function captureStatus(capture: CaptureView | undefined, nowMs: number): string {
  if (capture === undefined) return '';
  switch (capture.status) {
    case 'running': {
      const seconds = Math.max(0, (nowMs - capture.startedAtMs) / 1000);
      return `Collecting… ${seconds.toFixed(0)} s (Esc closes and cancels)`;
    }
    case 'failed':
      return capture.reason === 'busy' ? `Busy: ${capture.message}` : `Not collected: ${capture.message}`;
    case 'done': {
      const partial = capture.partial ? ` · partial: ${capture.warnings.join(' ') || 'some entries could not be read'}` : '';
      return `Captured ${new Date(capture.finishedAtMs).toISOString().slice(11, 19)}Z in ${capture.finishedAtMs - capture.startedAtMs} ms${partial} · F5 captures again`;
    }
  }
}
