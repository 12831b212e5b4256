// Guards the operation ledger of spec §8 and §10: identical retries return the retained entry, reuse with other
// arguments is a conflict, one mutation is pending at a time, 1,024 entries at most, 24-hour retention from
// settlement, and refusals leave the ledger unchanged.
import { describe, expect, it } from 'vitest';
import { argumentsKey, OperationLedger, OperationLedgerError } from '../../../src/app/operations/index.js';

const HOUR = 60 * 60_000;

function ledgerAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, ledger: new OperationLedger({ nowMs: () => clock.now }) };
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof OperationLedgerError) return error.code;
    throw error;
  }
  return undefined;
}

describe('OperationLedger', () => {
  it('returns the retained entry for the same ID and arguments in any key order, without a new entry', () => {
    const { ledger } = ledgerAt();
    const first = ledger.submit('op-1', 'winproc_add_tracking', { process_name: 'alpha', expected_revision: 'r1' });
    expect(first.fresh).toBe(true);
    ledger.succeed('op-1', { tracked_names: ['alpha'] });
    const again = ledger.submit('op-1', 'winproc_add_tracking', { expected_revision: 'r1', process_name: 'alpha', wait_ms: 0 });
    expect(again.fresh).toBe(false);
    expect(again.record).toMatchObject({ state: 'succeeded', outcome: { tracked_names: ['alpha'] } });
    expect(ledger.size).toBe(1);
  });

  it('refuses an ID reused with other arguments or another tool, leaving the first entry as it was', () => {
    const { ledger } = ledgerAt();
    ledger.submit('op-1', 'winproc_add_tracking', { process_name: 'alpha' });
    ledger.succeed('op-1', {});
    expect(codeOf(() => ledger.submit('op-1', 'winproc_add_tracking', { process_name: 'beta' }))).toBe('STATE_CONFLICT');
    expect(codeOf(() => ledger.submit('op-1', 'winproc_remove_tracking', { process_name: 'alpha' }))).toBe('STATE_CONFLICT');
    expect(ledger.get('op-1')).toMatchObject({ tool: 'winproc_add_tracking', state: 'succeeded' });
  });

  it('keeps one operation pending at a time: a second is BUSY until the first settles', () => {
    const { ledger } = ledgerAt();
    ledger.submit('op-1', 't', {});
    ledger.awaitConfirmation('op-1', 'Remove alpha and discard its history?');
    expect(codeOf(() => ledger.submit('op-2', 't', {}))).toBe('BUSY');
    expect(codeOf(() => ledger.get('op-2'))).toBe('OPERATION_UNKNOWN');
    ledger.fail('op-1', { code: 'CANCELLED', message: 'refused locally', retryable: false });
    expect(ledger.submit('op-2', 't', {}).fresh).toBe(true);
    expect(ledger.get('op-1')).toMatchObject({ state: 'failed', confirmation: 'Remove alpha and discard its history?', error: { code: 'CANCELLED' } });
  });

  it('reserves 1,024 entries and rejects a new operation with RESOURCE_LIMIT when full', () => {
    const { ledger } = ledgerAt();
    for (let i = 0; i < 1_024; i += 1) {
      ledger.submit(`op-${i}`, 't', { i });
      ledger.succeed(`op-${i}`, {});
    }
    expect(codeOf(() => ledger.submit('op-new', 't', {}))).toBe('RESOURCE_LIMIT');
    // An identical retry of a retained operation still answers: it needs no new entry.
    expect(ledger.submit('op-7', 't', { i: 7 }).fresh).toBe(false);
    expect(ledger.size).toBe(1_024);
  });

  it('forgets settled outcomes 24 hours after settlement, never an unsettled operation', () => {
    const { clock, ledger } = ledgerAt();
    ledger.submit('done', 't', {});
    clock.now += HOUR;
    ledger.succeed('done', {});
    clock.now += 24 * HOUR - 1;
    expect(ledger.get('done').state).toBe('succeeded');
    clock.now += 1;
    expect(codeOf(() => ledger.get('done'))).toBe('OPERATION_UNKNOWN');
    ledger.submit('slow', 't', {});
    ledger.markRunning('slow');
    clock.now += 48 * HOUR;
    expect(ledger.get('slow').state).toBe('running');
  });

  it('allows only forward transitions, and records are immutable', () => {
    const { ledger } = ledgerAt();
    ledger.submit('op', 't', {});
    const running = ledger.markRunning('op');
    expect(Object.isFrozen(running)).toBe(true);
    ledger.succeed('op', { rows: 3 });
    expect(codeOf(() => ledger.fail('op', { code: 'TIMEOUT', message: 'late', retryable: true }))).toBe('INTERNAL_ERROR');
    expect(codeOf(() => ledger.markRunning('op'))).toBe('INTERNAL_ERROR');
    expect(running.state).toBe('running');
    expect(ledger.get('op').state).toBe('succeeded');
  });

  it('keys arguments canonically at every depth, ignoring wait_ms and operation_id', () => {
    expect(argumentsKey({ a: { y: 1, x: [{ q: 1, p: 2 }] }, wait_ms: 5 })).toBe(argumentsKey({ operation_id: 'o', a: { x: [{ p: 2, q: 1 }], y: 1 } }));
    expect(argumentsKey({ a: [1, 2] })).not.toBe(argumentsKey({ a: [2, 1] }));
  });
});
