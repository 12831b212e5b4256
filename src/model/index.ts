// Public surface of the model room: pure data shared by the App and the MCP backend (identities, histories, summaries, pruning).
export {
  HistoryOrderError,
  HistoryValueError,
  INTEGER_MISSING,
  MAX_STORABLE_INTEGER,
  NON_TRACKED_CAPACITY,
  SYSTEM_CAPACITY,
  TRACKED_CAPACITY,
  TargetHistory,
  checkSampleValues,
  type PhysicalSegment,
  type SampleRow,
  type SampleValues,
  type StoredValue,
} from './history.js';
export { compareStart, nameKey, type Lineage } from './lineage.js';
export { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout, type StoredRepresentation } from './metrics.js';
export {
  HistoryQueryError,
  queryCoverage,
  queryRaw,
  summarizeHistory,
  summarizeMetric,
  type ExactMean,
  type FloatMetricSummary,
  type HistorySummary,
  type IntegerMetricSummary,
  type MetricSummary,
  type RawHistorySample,
  type TemporalCoverage,
  type TimedValue,
} from './query.js';
export {
  GENERAL_RETENTION_SAMPLES,
  ModelStore,
  SnapshotRejectedError,
  type ApplyOptions,
  type ApplyResult,
  type DecodedFrame,
  type DecodedGpu,
  type DecodedProcess,
  type GpuAdapterEntry,
  type HistoryLoss,
  type ProcessEntry,
  type RetentionPins,
  type TrackingChange,
  type TrackingMatch,
} from './store.js';
