// The application's one budget of investigation slots (spec §8 "Global MCP worker slots", conformance item 11,
// issue 14), shared by the TUI's Process Info (the main thread's pool) and every MCP client (the MCP worker's pool).
//
// Each thread loads its own copy of this module, so the budget lives in a SharedArrayBuffer: the main thread owns it
// (the module creates one by default) and hands `investigationSlotsBuffer()` to the MCP worker in its workerData, where
// `adoptInvestigationSlotsBuffer()` installs it before any investigation starts (as the file-user scan lock is shared).
// Each cell is one slot: 0 when free, else the tag of the thread whose pool holds it (its threadId + 1). The tag is
// what lets the owning thread free every slot of an MCP worker that crashed or was terminated mid-collection, whose
// pool never got to release them (`SlotBudget.releaseHeldBy`, called from the worker's `exit` event by McpHost).
import { threadId } from 'node:worker_threads';
import { LIMITS } from '../contract/limits.js';

/** How the slots are shared out at one moment, from the point of view of the thread that asks. */
export interface SlotUse {
  readonly total: number;
  /** Held by this thread's pool. */
  readonly own: number;
  /** Held by other threads' pools (the other side: MCP for the TUI, the TUI for MCP). */
  readonly others: number;
}

export class SlotBudget {
  private readonly cells: Int32Array;
  private readonly tag: number;

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(LIMITS.global_worker_slots * Int32Array.BYTES_PER_ELEMENT), ownerThreadId: number = threadId) {
    if (buffer.byteLength < Int32Array.BYTES_PER_ELEMENT || buffer.byteLength % Int32Array.BYTES_PER_ELEMENT !== 0) {
      throw new RangeError('investigation slot buffer has no whole slots');
    }
    this.cells = new Int32Array(buffer);
    this.tag = ownerThreadId + 1;
  }

  get buffer(): SharedArrayBuffer {
    return this.cells.buffer as SharedArrayBuffer;
  }

  get size(): number {
    return this.cells.length;
  }

  /** Takes a free slot for this thread and returns its index, or null when every slot is held. Never waits. */
  acquire(): number | null {
    for (let index = 0; index < this.cells.length; index += 1) {
      if (Atomics.compareExchange(this.cells, index, 0, this.tag) === 0) return index;
    }
    return null;
  }

  /** Frees a slot this thread took; a slot already freed for it (its holder died) is left alone. */
  release(index: number): void {
    Atomics.compareExchange(this.cells, index, this.tag, 0);
  }

  /** Frees every slot held by the thread `holderThreadId`; returns how many. */
  releaseHeldBy(holderThreadId: number): number {
    const tag = holderThreadId + 1;
    let freed = 0;
    for (let index = 0; index < this.cells.length; index += 1) {
      if (Atomics.compareExchange(this.cells, index, tag, 0) === tag) freed += 1;
    }
    return freed;
  }

  use(): SlotUse {
    let own = 0;
    let others = 0;
    for (let index = 0; index < this.cells.length; index += 1) {
      const holder = Atomics.load(this.cells, index);
      if (holder === this.tag) own += 1;
      else if (holder !== 0) others += 1;
    }
    return { total: this.cells.length, own, others };
  }
}

let budget = new SlotBudget();

/** This thread's view of the application's budget: the main thread's own, or the one a worker adopted. */
export function investigationSlots(): SlotBudget {
  return budget;
}

/** The buffer to pass to the MCP worker so that its pool draws from this thread's budget. */
export function investigationSlotsBuffer(): SharedArrayBuffer {
  return budget.buffer;
}

/** Makes this thread's pool use `buffer` (from `investigationSlotsBuffer()` of the owning thread). Call before any run. */
export function adoptInvestigationSlotsBuffer(buffer: SharedArrayBuffer): void {
  budget = new SlotBudget(buffer);
}
