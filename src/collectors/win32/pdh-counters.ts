// The sampler's one persistent PDH query: the system counters no Win32 API provides (memory lists, paging, physical
// disk), plus the wildcard counters (network interfaces, GPU engines and memory) where PdhGetFormattedCounterArrayW
// can be called. Counters that cannot be added stay unavailable with the PDH status recorded as evidence.
import {
  addEnglishCounter,
  closeQuery,
  collect,
  formattedArray,
  formattedValue,
  openQuery,
  PDH_FMT_DOUBLE,
  PDH_INVALID_DATA,
  type ArrayItem,
} from '../../../native/win32/pdh.js';
import type { Handle } from '../../../native/win32/common.js';
import type { UnavailableReason } from '../../model/types.js';

/** Single-instance counters, by the key the sampler reads them with. */
export const SINGLE_COUNTERS = {
  modified: '\\Memory\\Modified Page List Bytes',
  standbyReserve: '\\Memory\\Standby Cache Reserve Bytes',
  standbyNormal: '\\Memory\\Standby Cache Normal Priority Bytes',
  standbyCore: '\\Memory\\Standby Cache Core Bytes',
  freeZero: '\\Memory\\Free & Zero Page List Bytes',
  pagesIn: '\\Memory\\Pages Input/sec',
  pagesOut: '\\Memory\\Pages Output/sec',
  diskRead: '\\PhysicalDisk(_Total)\\Disk Read Bytes/sec',
  diskWrite: '\\PhysicalDisk(_Total)\\Disk Write Bytes/sec',
  diskQueue: '\\PhysicalDisk(_Total)\\Avg. Disk Queue Length',
} as const;

/** Wildcard counters, read with PdhGetFormattedCounterArrayW (never under Wine). */
export const ARRAY_COUNTERS = {
  netReceived: '\\Network Interface(*)\\Bytes Received/sec',
  netSent: '\\Network Interface(*)\\Bytes Sent/sec',
  gpuEngine: '\\GPU Engine(*)\\Utilization Percentage',
  gpuProcessDedicated: '\\GPU Process Memory(*)\\Dedicated Usage',
  gpuProcessShared: '\\GPU Process Memory(*)\\Shared Usage',
  gpuAdapterDedicated: '\\GPU Adapter Memory(*)\\Dedicated Usage',
  gpuAdapterShared: '\\GPU Adapter Memory(*)\\Shared Usage',
} as const;

export type SingleKey = keyof typeof SINGLE_COUNTERS;
export type ArrayKey = keyof typeof ARRAY_COUNTERS;

export type PdhReading<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: UnavailableReason };

/** What happened to each counter when it was added: the lane prints it as evidence. */
export interface CounterStatus {
  readonly path: string;
  readonly added: boolean;
  /** PDH status when adding failed, or `not attempted` with why. */
  readonly detail: string;
}

function hex(status: number): string {
  return `0x${(status >>> 0).toString(16).toUpperCase()}`;
}

export class PdhCounters {
  private query: Handle | null = null;
  private readonly single = new Map<SingleKey, Handle>();
  private readonly arrays = new Map<ArrayKey, Handle>();
  private readonly statuses: CounterStatus[] = [];
  private collections = 0;
  private lastCollectOk = false;

  /** `arraysAllowed` false under Wine: wildcard counters are then neither added nor read. */
  constructor(private readonly arraysAllowed: boolean) {
    const q = openQuery();
    if (!q.ok) {
      this.statuses.push({ path: '(query)', added: false, detail: `PdhOpenQueryW failed with ${hex(q.error)}` });
      return;
    }
    this.query = q.value;
    for (const [key, path] of Object.entries(SINGLE_COUNTERS) as [SingleKey, string][]) {
      const c = addEnglishCounter(q.value, path);
      if (c.ok) this.single.set(key, c.value);
      this.statuses.push({ path, added: c.ok, detail: c.ok ? 'added' : `PdhAddEnglishCounterW failed with ${hex(c.error)}` });
    }
    for (const [key, path] of Object.entries(ARRAY_COUNTERS) as [ArrayKey, string][]) {
      if (!arraysAllowed) {
        this.statuses.push({ path, added: false, detail: 'not attempted: wildcard counters need PdhGetFormattedCounterArrayW, which Wine lacks' });
        continue;
      }
      const c = addEnglishCounter(q.value, path);
      if (c.ok) this.arrays.set(key, c.value);
      this.statuses.push({ path, added: c.ok, detail: c.ok ? 'added' : `PdhAddEnglishCounterW failed with ${hex(c.error)}` });
    }
    if (this.single.size === 0 && this.arrays.size === 0) {
      closeQuery(q.value);
      this.query = null;
    }
  }

  get counterStatuses(): readonly CounterStatus[] {
    return this.statuses;
  }

  /** Collects every counter of the query once (one call per sampling pass). */
  collect(): void {
    if (this.query === null) return;
    this.lastCollectOk = collect(this.query).ok;
    if (this.lastCollectOk) this.collections++;
  }

  private unavailableReason(added: boolean): UnavailableReason {
    if (!added) return 'unsupported';
    // Rate counters need two collections.
    if (this.collections < 2) return 'first_sample';
    return 'unknown';
  }

  value(key: SingleKey): PdhReading<number> {
    const counter = this.single.get(key);
    if (counter === undefined || !this.lastCollectOk) return { ok: false, reason: this.unavailableReason(counter !== undefined) };
    const v = formattedValue(counter, PDH_FMT_DOUBLE);
    if (v.ok && typeof v.value === 'number') return { ok: true, value: v.value };
    return { ok: false, reason: !v.ok && v.error === PDH_INVALID_DATA ? 'first_sample' : this.unavailableReason(true) };
  }

  items(key: ArrayKey): PdhReading<ArrayItem[]> {
    const counter = this.arrays.get(key);
    if (!this.arraysAllowed || counter === undefined || !this.lastCollectOk) return { ok: false, reason: this.unavailableReason(counter !== undefined) };
    const v = formattedArray(counter);
    if (v.ok) return { ok: true, value: v.value };
    return { ok: false, reason: v.error === PDH_INVALID_DATA ? 'first_sample' : this.unavailableReason(true) };
  }

  has(key: ArrayKey): boolean {
    return this.arrays.has(key);
  }

  close(): void {
    if (this.query !== null) closeQuery(this.query);
    this.query = null;
    this.single.clear();
    this.arrays.clear();
  }
}
