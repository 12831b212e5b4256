// Guards the application-wide retained-result budget (spec §8: 64 MiB per connection, at most 256 MiB across
// connections) with small budgets: a capture that fits its connection but not the total fails with RESOURCE_LIMIT and
// leaves nothing retained; release, expiry and disconnect of another connection free the total at once; the test
// hook's parsing keeps the spec's values unless both are given sanely; checks passed on upper bounds of the rows'
// size (no serializing) decide as the exact sizes do, and the bound is one.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/contract/limits.js';
import { RetainedBudget } from '../../../src/backend/budget.js';
import { jsonBytesBound, type CaptureMetadata, type CaptureRow } from '../../../src/backend/captures.js';
import { seededRandom } from '../../support/seeded-random.js';
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

  it('bounds the serialized size of any JSON row from above, and sends what it cannot bound to the exact size', () => {
    const random = seededRandom(42);
    const pieces = ['a', 'é', '"', '\\', '\u0001', '\u001f', '𝄞', '\ud800', '\udc00', '\u2028', '中'];
    const text = () => Array.from({ length: Math.floor(random() * 30) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    const numbers = [0, -0, 1e21, -1.2345678901234567e-308, Number.MIN_VALUE, -Number.MAX_VALUE, 123456789012345680000, 0.1 + 0.2, NaN, -Infinity];
    const value = (depth: number): unknown => {
      const pick = Math.floor(random() * (depth > 2 ? 5 : 7));
      if (pick === 0) return text();
      if (pick === 1) return numbers[Math.floor(random() * numbers.length)];
      if (pick === 2) return random() < 0.5;
      if (pick === 3) return null;
      if (pick === 4) return undefined;
      if (pick === 5) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [text(), value(depth + 1)]));
    };
    for (let i = 0; i < 2_000; i++) {
      const row = { [text()]: value(0), pid: numbers[i % numbers.length], nested: value(0) };
      expect(jsonBytesBound([row])).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify([row])));
    }
    expect(jsonBytesBound([{ x: 1n }])).toBe(Infinity);
    expect(jsonBytesBound([{ at: new Date(0) }])).toBe(Infinity);
  });

  it('serializes rows only when a decision needs their exact size, and decides as the exact sizes do', () => {
    // A row that counts its reads: the bound reads it once, serializing it once more.
    let reads = 0;
    const counted = (): CaptureRow[] => [
      {
        get name() {
          reads += 1;
          return 'x'.repeat(40);
        },
      },
    ];
    const roomy = new ConnectionState('roomy', Date.now, new RetainedBudget(1_000_000, 2_000_000));
    const capture = roomy.captures.create(counted(), META);
    expect(reads).toBe(1);
    expect(roomy.captures.retainedBytesBound).toBeGreaterThanOrEqual(53);
    expect(capture.bytes).toBe(Buffer.byteLength(JSON.stringify([{ name: 'x'.repeat(40) }])));
    expect(reads).toBe(2);
    expect(capture.bytes).toBe(53);
    expect(reads).toBe(2);

    // Against budgets around the exact sizes (where bounds cannot settle a check), every decision is the exact one.
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const perConnection = 200 + Math.floor(random() * 800);
      const total = perConnection + Math.floor(random() * 1_000);
      const budget = new RetainedBudget(perConnection, total);
      const connections = [new ConnectionState('a', Date.now, budget), new ConnectionState('b', Date.now, budget)];
      const held = [0, 0];
      for (let k = 0; k < 12; k++) {
        const which = Math.floor(random() * 2);
        const size = 12 + Math.floor(random() * 300);
        const rows = rowsOf(size);
        const expected =
          size > perConnection ? 'RESULT_TOO_LARGE' : connections[which]!.captures.retainedCount >= LIMITS.retained_objects_per_connection ? 'RESOURCE_LIMIT' : held[which]! + size > perConnection || held[0]! + held[1]! + size > total ? 'RESOURCE_LIMIT' : 'ok';
        let outcome = 'ok';
        try {
          connections[which]!.captures.create(rows, META);
        } catch (error) {
          outcome = (error as ToolError).code;
        }
        expect(outcome).toBe(expected);
        if (outcome === 'ok') held[which]! += size;
        expect(budget.usedBytes()).toBe(held[0]! + held[1]!);
      }
    }
  });
});
