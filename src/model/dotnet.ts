// Plain data of .NET runtime collection shared by the collector (sampler worker), the App and the MCP side: which
// lifetimes are authorized, and what the collector reports about each (spec §10 ".NET collection").
import type { UnavailableReason } from './types.js';

/** One authorized process lifetime the collector should read. */
export interface DotnetTarget {
  /** identityKey() of the lifetime: a restarted process has another key and is never a target by inheritance. */
  readonly key: string;
  readonly pid: number;
  readonly startToken: string | null;
}

/** What the collector is doing for one target: `stopped` once a revoked target's session is fully closed. */
export type DotnetSessionState = 'waiting' | 'collecting' | 'stopping' | 'unavailable' | 'stopped';

export interface DotnetStatus {
  readonly key: string;
  readonly state: DotnetSessionState;
  /** True once ProcessInfo answered with a supported runtime version, false for an unsupported one, null before. */
  readonly supported: boolean | null;
  /** A safe diagnostic sentence: no captured values, no command lines. */
  readonly detail: string;
  /** The reason the metrics carry while no value is available. */
  readonly reason: UnavailableReason;
}

/** The state the tools and the TUI show (spec: disabled / waiting / collecting / stopping / unavailable). */
export type DotnetCollectionState = 'disabled' | 'waiting' | 'collecting' | 'stopping' | 'unavailable';

export interface DotnetCollectionView {
  readonly supported: boolean | null;
  readonly enabled: boolean;
  readonly state: DotnetCollectionState;
  readonly detail: string | null;
}

/**
 * Whether a lifetime runs a .NET runtime with a diagnostics endpoint, known without starting anything in it (the
 * runtime's own endpoint for that lifetime, and one ProcessInfo exchange for its version). Reported by the sampling
 * worker when it changes.
 */
export interface DotnetSupport {
  readonly key: string;
  /** True: a supported runtime (.NET 5+) answered; false: no endpoint, or an older runtime; null: cannot be known. */
  readonly supported: boolean | null;
  /** Whether the runtime's diagnostics endpoint of this lifetime exists. */
  readonly endpoint: boolean;
  /** Why, in a safe sentence: the runtime version when it answered, else what is missing or unreadable. */
  readonly detail: string;
}
