// Local confirmations (spec §10 "Shared action semantics"): an action that would discard history, replace unsaved
// working state or delete a profile waits here for the person at the TUI. Each request carries an immutable
// description; the oldest is shown first. An MCP request expires a fixed time after its submission (not after the
// overlay was first drawn) and is cancelled when its connection goes or MCP is disabled; the TUI's own requests
// wait for the person alone.

import { displaySafe } from '../../model/name-bytes.js';

/**
 * A confirmation description from its paragraphs: newlines separate paragraphs, so every control character inside a
 * paragraph (a newline in a process or tracked name) is drawn as U+FFFD and cannot split it or start a terminal
 * sequence, in the TUI overlay and in what MCP clients are shown.
 */
export function confirmationText(paragraphs: readonly string[]): string {
  return paragraphs.map(displaySafe).join('\n');
}

/** Who asked: an MCP operation (by ID and connection) or the person at the TUI. */
export type ConfirmationOrigin =
  | { readonly kind: 'mcp'; readonly operationId: string; readonly connectionId: string }
  /** `topic` names what a TUI confirmation is about, so a feature can end its own (an MCP stop ends the TUI's stop). */
  | { readonly kind: 'tui'; readonly topic?: string };

/** How a confirmation ended. */
export type ConfirmationEnd = 'confirmed' | 'refused' | 'timeout' | 'cancelled';

export interface ConfirmationRequest {
  readonly id: number;
  readonly description: string;
  readonly origin: ConfirmationOrigin;
  /** When an unanswered request ends with `timeout`; null for the TUI's own requests. */
  readonly expiresAtMs: number | null;
}

export interface ConfirmationTimers {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

const NODE_TIMERS: ConfirmationTimers = {
  set: (callback, delayMs) => {
    const timer = setTimeout(callback, delayMs);
    // A waiting confirmation never keeps the application alive on its own.
    timer.unref?.();
    return timer;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Waiting {
  readonly request: ConfirmationRequest;
  readonly settle: (end: ConfirmationEnd) => void;
  readonly timer: unknown;
}

export class ConfirmationQueue {
  private readonly waiting: Waiting[] = [];
  private nextId = 1;
  private readonly timers: ConfirmationTimers;
  private readonly nowMs: () => number;

  constructor(
    private readonly onChange: () => void,
    options: { readonly timers?: ConfirmationTimers; readonly nowMs?: () => number } = {},
  ) {
    this.timers = options.timers ?? NODE_TIMERS;
    this.nowMs = options.nowMs ?? Date.now;
  }

  /**
   * Asks for a decision; `settle` is called exactly once with how it ended. A request whose expiry has passed
   * already (a submission that waited long before reaching here) times out at once.
   */
  ask(description: string, origin: ConfirmationOrigin, expiresAtMs: number | null, settle: (end: ConfirmationEnd) => void): ConfirmationRequest {
    const request: ConfirmationRequest = Object.freeze({ id: this.nextId++, description, origin, expiresAtMs });
    const timer = expiresAtMs === null ? null : this.timers.set(() => this.end(request.id, 'timeout'), Math.max(0, expiresAtMs - this.nowMs()));
    this.waiting.push({ request, settle, timer });
    this.onChange();
    return request;
  }

  /** The request the overlay shows: the oldest one waiting. */
  top(): ConfirmationRequest | null {
    return this.waiting[0]?.request ?? null;
  }

  get size(): number {
    return this.waiting.length;
  }

  /** The person's answer to request `id`; an answer to a request that already ended is ignored. */
  answer(id: number, confirmed: boolean): void {
    this.end(id, confirmed ? 'confirmed' : 'refused');
  }

  /** Ends every request `matches` selects with `cancelled` (connection gone, MCP disabled, application quitting). */
  cancelWhere(matches: (origin: ConfirmationOrigin) => boolean): void {
    for (const { request } of [...this.waiting]) if (matches(request.origin)) this.end(request.id, 'cancelled');
  }

  private end(id: number, how: ConfirmationEnd): void {
    const at = this.waiting.findIndex((entry) => entry.request.id === id);
    if (at === -1) return;
    const [entry] = this.waiting.splice(at, 1);
    if (entry!.timer !== null) this.timers.clear(entry!.timer);
    entry!.settle(how);
    this.onChange();
  }
}
