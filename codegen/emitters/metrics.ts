// Emits generated/metrics.ts: metric identifiers as unions and the catalog as typed constants.
import { type EmittedFile, header, render } from '../emit.js';
import type { MetricsCatalogSource } from '../sources.js';

const union = (ids: readonly string[]): string => ids.map((id) => `'${id}'`).join(' | ');
const list = (ids: readonly string[]): string => JSON.stringify(ids);

export function emitMetrics(catalog: MetricsCatalogSource): EmittedFile[] {
  const byKind = (kind: string) => catalog.metrics.filter((m) => m.target_kind === kind);
  const ids = (kind: string) => byKind(kind).map((m) => m.id);
  const all = [...new Set(catalog.metrics.map((m) => m.id))].sort();
  const content = render('metrics', 'metrics.ts', {
    header: header('metrics', ['schemas/metrics.json']),
    targetKindUnion: union(['process', 'system', 'gpu_adapter']),
    unitUnion: union(Object.keys(catalog.units)),
    processUnion: union(ids('process')),
    systemUnion: union(ids('system')),
    gpuUnion: union(ids('gpu_adapter')),
    processIds: list(ids('process')),
    systemIds: list(ids('system')),
    gpuIds: list(ids('gpu_adapter')),
    allIds: list(all),
    processDefs: JSON.stringify(byKind('process'), null, 2),
    systemDefs: JSON.stringify(byKind('system'), null, 2),
    gpuDefs: JSON.stringify(byKind('gpu_adapter'), null, 2),
  });
  return [{ path: 'generated/metrics.ts', content }];
}
