// Displayed-process references (spec §10 "Graph workspace"): what winproc_get_graphs issues for the processes the
// TUI displays. Unlike live listing references they bind the workspace revision they were read at and the displayed
// source, so a pause, activity change, new TUI log load, range or workspace change before acceptance rejects them,
// and one read in Log view never resolves to a live lifetime. At most 10,000 per connection for one revision.
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../contract/limits.js';
import { ToolError } from './errors.js';

export interface DisplayedBinding {
  /** The identity key in the displayed source (the live model's or the TUI log's). */
  readonly key: string;
  /** The workspace revision the reference was issued at; only that revision accepts it. */
  readonly revision: string;
}

/** Prefix of displayed-process references; live listing references start with `p_`. */
export const DISPLAYED_PREFIX = 'd_';

export class DisplayedReferences {
  private revision: string | null = null;
  private readonly byKey = new Map<string, string>();
  private readonly byRef = new Map<string, DisplayedBinding>();

  /**
   * The reference for `key` displayed at `revision`. A new revision forgets every earlier reference (none of them
   * can be accepted any more); RESOURCE_LIMIT past the bound within one revision.
   */
  issue(key: string, revision: string): string {
    if (revision !== this.revision) {
      this.revision = revision;
      this.byKey.clear();
      this.byRef.clear();
    }
    let ref = this.byKey.get(key);
    if (ref !== undefined) return ref;
    if (this.byRef.size >= LIMITS.displayed_process_references_per_connection) {
      throw new ToolError('RESOURCE_LIMIT', `This connection holds ${LIMITS.displayed_process_references_per_connection} displayed-process references for this workspace revision. Narrow winproc_get_graphs with process_name or target_limit, or reconnect (a new revision also starts a fresh set).`, { retryable: false });
    }
    ref = `${DISPLAYED_PREFIX}${randomBytes(12).toString('base64url')}`;
    this.byKey.set(key, ref);
    this.byRef.set(ref, { key, revision });
    return ref;
  }

  /** The binding of a reference issued at the latest revision read, or REFERENCE_INVALID. */
  resolve(ref: string): DisplayedBinding {
    const binding = this.byRef.get(ref);
    if (binding === undefined) {
      throw new ToolError('REFERENCE_INVALID', 'This displayed-process reference is unknown on this connection or was issued for an earlier workspace revision. Read winproc_get_graphs again for current references.', { retryable: false });
    }
    return binding;
  }

  get size(): number {
    return this.byRef.size;
  }
}
