// Guards the application-wide retained-result budget (spec §8: 64 MiB per connection, at most 256 MiB across
// connections) with small budgets: a capture that fits its connection but not the total fails with RESOURCE_LIMIT and
// leaves nothing retained; release, expiry and disconnect of another connection free the total at once; the test
// hook's parsing keeps the spec's values unless both are given sanely.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/contract/limits.js';
import { RetainedBudget } from '../../../src/backend/budget.js';
import type { CaptureMetadata } from '../../../src/backend/captures.js';
import { ConnectionState } from '../../../src/backend/context.js';
import { ToolError } from '../../../src/backend/errors.js';

const META: CaptureMetadata = { kind: 'process_list', source: 'live', status: 'complete', warnings: [], coverage: {} };
/** Rows serializing to exactly `bytes` bytes: `[{"x":"…"}]` is 10 bytes of frame around the string. */
const rowsOf = (bytes: number) => [{ x: 'a'.repeat(bytes - 10) }];

function failure(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('expected a ToolError');
}

describe('the retained-result budget across connections', () => {
  it('refuses a capture that fits its connection but not the total, retaining nothing, and frees on release and disconnect', () => {
    let now = 1_000;
    const budget = new RetainedBudget(1_000, 2_500);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => new ConnectionState(id, () => now, budget));
    a!.captures.create(rowsOf(900), META);
    b!.captures.create(rowsOf(900), META);
    expect(budget.usedBytes()).toBe(1_800);
    const refused = failure(() => c!.captures.create(rowsOf(800), META));
    expect(refused.code).toBe('RESOURCE_LIMIT');
    expect(refused.retryable).toBe(true);
    expect(refused.message).toMatch(/all connections .* 2500 bytes budget/);
    expect(c!.captures.retainedCount).toBe(0);
    expect(budget.usedBytes()).toBe(1_800);
    // The same capture fits once another connection releases its own.
    const held = a!.captures.retainedIds()[0]!;
    a!.captures.release(held);
    const fitted = c!.captures.create(rowsOf(800), META);
    expect(budget.usedBytes()).toBe(1_700);
    // A disconnect frees its share: with a at 700 the total is full for c's 200 more, until b goes.
    a!.captures.create(rowsOf(700), META);
    expect(failure(() => c!.captures.create(rowsOf(200), META)).code).toBe('RESOURCE_LIMIT');
    b!.dispose();
    expect(budget.usedBytes()).toBe(1_500);
    c!.captures.create(rowsOf(200), META);
    expect(c!.captures.retainedIds()).toContain(fitted.id);
    expect(budget.usedBytes()).toBe(1_700);
    // Expiry (5 minutes after completion) frees it too, before any read of those connections swept it.
    now += LIMITS.capture_lifetime_ms;
    expect(budget.usedBytes()).toBe(0);
  });

  it('still answers the per-connection limits first', () => {
    const budget = new RetainedBudget(1_000, 2_500);
    const a = new ConnectionState('a', Date.now, budget);
    expect(failure(() => a.captures.create(rowsOf(1_001), META)).code).toBe('RESULT_TOO_LARGE');
    a.captures.create(rowsOf(600), META);
    const refused = failure(() => a.captures.create(rowsOf(600), META));
    expect(refused).toMatchObject({ code: 'RESOURCE_LIMIT', retryable: false });
    expect(refused.message).toMatch(/this connection would exceed 1000 bytes/);
  });

  it('gives a connection the lesser of its own room and the room left overall', () => {
    const budget = new RetainedBudget(1_024, 2_048);
    const a = new ConnectionState('a', Date.now, budget);
    const b = new ConnectionState('b', Date.now, budget);
    expect(a.budgetRoom).toBe(1_024);
    a.captures.create(rowsOf(1_000), META);
    b.captures.create(rowsOf(600), META);
    expect(a.budgetRoom).toBe(24);
    expect(b.budgetRoom).toBe(424);
  });

  it.each([
    [undefined, LIMITS.retained_bytes_per_connection, LIMITS.retained_bytes_total],
    ['connection=4096,total=10240', 4096, 10240],
    ['total=2048', 2048, 2048],
    ['connection=0,total=x', LIMITS.retained_bytes_per_connection, LIMITS.retained_bytes_total],
  ] as const)('reads the test hook %s', (value, perConnection, total) => {
    const budget = RetainedBudget.fromTestHook(value);
    expect(budget.perConnectionBytes).toBe(perConnection);
    expect(budget.totalBytes).toBe(total);
  });

  it('keeps rows refused under a key, with their size, until the next create; a refusal counts them once', () => {
    const budget = new RetainedBudget(1_000, 2_500);
    const a = new ConnectionState('a', Date.now, budget);
    a.captures.create(rowsOf(600), META);
    const rows = rowsOf(600);
    expect(failure(() => a.captures.create(rows, META, null, 0, 'listing')).code).toBe('RESOURCE_LIMIT');
    expect(a.captures.refusedRows('listing')).toBe(rows);
    expect(a.captures.refusedRows('another query')).toBeNull();
    // Refused without a key: nothing is kept.
    expect(failure(() => a.captures.create(rowsOf(600), META)).code).toBe('RESOURCE_LIMIT');
    expect(a.captures.refusedRows('listing')).toBeNull();
    expect(failure(() => a.captures.create(rows, META, null, 0, 'listing')).code).toBe('RESOURCE_LIMIT');
    a.captures.releaseAll();
    // Offered again, the same rows are retained with the size they serialize to; the kept rows are gone.
    const capture = a.captures.create(rows, META, null, 0, 'listing');
    expect(capture.bytes).toBe(600);
    expect(budget.usedBytes()).toBe(600);
    expect(a.captures.refusedRows('listing')).toBeNull();
  });
});

