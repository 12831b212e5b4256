// The one shared state revision (spec §10 "Shared action semantics"): an opaque counter prefixed by the application
// instance, shared by investigation (tracking), profiles, .NET authorization and Graph state, so a client that
// read any of them before an intervening edit gets STATE_CONFLICT instead of overwriting it. A new application
// instance has a new prefix, so no revision read from an earlier run can ever match.
import { randomBytes } from 'node:crypto';

export class StateRevision {
  private counter = 0;
  private readonly prefix: string;

  constructor(instance: string = randomBytes(4).toString('hex')) {
    this.prefix = `inv-${instance}`;
  }

  /** The current revision, as getters report it and `expected_revision` must repeat it. */
  get current(): string {
    return `${this.prefix}:${this.counter}`;
  }

  /** Whether a client's expected revision is the current one. */
  matches(expected: string): boolean {
    return expected === this.current;
  }

  /** Records a change of shared state; every revision read before it is stale from now on. */
  advance(): string {
    this.counter += 1;
    return this.current;
  }
}
