// Opaque process references: bound to one connection, one backend instance and one full process lifetime.
// A reference is never resolved by PID or name; a pruned or foreign reference fails with REFERENCE_INVALID.
import { randomBytes } from 'node:crypto';
import { ToolError } from './errors.js';

export class ProcessReferences {
  private readonly byRef = new Map<string, string>();
  private readonly byKey = new Map<string, string>();

  /** The connection's reference for an identity key; the same lifetime always gets the same reference. */
  refFor(identityKey: string): string {
    let ref = this.byKey.get(identityKey);
    if (ref === undefined) {
      ref = `p_${randomBytes(12).toString('base64url')}`;
      this.byKey.set(identityKey, ref);
      this.byRef.set(ref, identityKey);
    }
    return ref;
  }

  /** The identity key behind a reference this connection issued, or REFERENCE_INVALID. */
  resolve(ref: string): string {
    const key = this.byRef.get(ref);
    if (key === undefined) {
      throw new ToolError(
        'REFERENCE_INVALID',
        'This process_ref is unknown on this connection: it came from another connection, an earlier application start, or its history was pruned. List processes again for a fresh reference.',
        { retryable: false },
      );
    }
    return key;
  }

  /** Forgets identities whose history was pruned: their references fail from now on. */
  forget(identityKeys: Iterable<string>): void {
    for (const key of identityKeys) {
      const ref = this.byKey.get(key);
      if (ref === undefined) continue;
      this.byKey.delete(key);
      this.byRef.delete(ref);
    }
  }

  get size(): number {
    return this.byRef.size;
  }
}
