// Guards the application's one budget of 8 investigation slots (spec §8, conformance 11, issue 14): two pools on
// different threads (the TUI's and the MCP worker's) draw from one buffer, so together they never run more than 8
// collections; each side is told who holds the slots; a slot is freed only when its collector's cleanup finished;
// and the slots of an MCP worker that crashed or was terminated are freed by the host when the worker exits.
import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { McpHost } from '../../../src/backend/host.js';
import { startOnPool, ToolError } from '../../../src/backend/errors.js';
import { InvestigationPool, PoolBusyError, SlotBudget, type TaskOutcome } from '../../../src/investigation-pool/index.js';
import type { PoolWorker, ToInvestigationWorker } from '../../../src/investigation-pool/pool.js';
import type { OperationsPort } from '../../../src/model/operations.js';

/** A pool worker that answers only when the test says so. */
class HeldWorker extends EventEmitter implements PoolWorker {
  static next = 5000;
  readonly threadId = HeldWorker.next++;
  readonly runs: number[] = [];
  postMessage(message: ToInvestigationWorker): void {
    if (message.type === 'run') this.runs.push(message.taskId);
  }
  done(taskId: number): void {
    const outcome: TaskOutcome = { ok: false, kind: 'cancelled', message: 'cancelled' };
    this.emit('message', { type: 'done', taskId, outcome });
  }
  async terminate(): Promise<number> {
    queueMicrotask(() => this.emit('exit', 1));
    return 1;
  }
}

/** A pool that behaves as if it ran on thread `threadId`, drawing from `buffer`. */
function poolOn(buffer: SharedArrayBuffer, threadId: number) {
  const workers: HeldWorker[] = [];
  const budget = new SlotBudget(buffer, threadId);
  const pool = new InvestigationPool({
    budget: () => budget,
    spawn: () => {
      const worker = new HeldWorker();
      workers.push(worker);
      return worker;
    },
  });
  return { pool, workers, budget };
}

const request = { kind: 'modules', target: { pid: 1, name: 'init', startTimeMs: 1, startToken: '1' } } as const;

const pools: InvestigationPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

describe('one investigation budget across threads', () => {
  it('caps the TUI and MCP pools together at 8 and tells each side who holds the slots', async () => {
    const buffer = new SlotBudget().buffer;
    const tui = poolOn(buffer, 0);
    const mcp = poolOn(buffer, 7);
    pools.push(tui.pool, mcp.pool);
    const mcpTasks = Array.from({ length: 6 }, () => mcp.pool.run(request));
    const tuiTasks = Array.from({ length: 2 }, () => tui.pool.run(request));
    expect(tui.budget.use()).toEqual({ total: 8, own: 2, others: 6 });

    let refused: unknown;
    try {
      tui.pool.run(request);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).slots).toEqual({ total: 8, own: 2, others: 6 });
    // MCP presents the same refusal as BUSY, counting its own jobs and the TUI's.
    let busy: unknown;
    try {
      startOnPool(() => mcp.pool.run(request));
    } catch (error) {
      busy = error;
    }
    expect(busy).toBeInstanceOf(ToolError);
    expect(busy).toMatchObject({ code: 'BUSY', retryable: true });
    expect((busy as ToolError).message).toContain('6 by MCP jobs and 2 by the TUI');
    // Neither refusal took a slot.
    expect(mcp.budget.use()).toEqual({ total: 8, own: 6, others: 2 });

    // A cancelled MCP job keeps its slot until its worker reports cleanup; then the TUI gets it.
    mcpTasks[0]!.cancel();
    expect(() => tui.pool.run(request)).toThrow(PoolBusyError);
    const holder = mcp.workers.find((worker) => worker.runs.includes(mcpTasks[0]!.id))!;
    holder.done(mcpTasks[0]!.id);
    await mcpTasks[0]!.released;
    const third = tui.pool.run(request);
    expect(tui.budget.use()).toEqual({ total: 8, own: 3, others: 5 });

    // A terminated pool worker (deadline, crash) gives its slot back through its exit.
    const tuiWorker = tui.workers.find((worker) => worker.runs.includes(tuiTasks[0]!.id))!;
    tuiWorker.emit('exit', 1);
    await tuiTasks[0]!.released;
    expect(tui.budget.use()).toEqual({ total: 8, own: 2, others: 5 });
    expect(third.occupied).toBe(true);
  });

  it('a pool below its own worker limit is still refused when the other side holds the rest', () => {
    const buffer = new SlotBudget().buffer;
    const other = new SlotBudget(buffer, 3);
    for (let i = 0; i < 8; i += 1) expect(other.acquire()).not.toBeNull();
    expect(other.acquire()).toBeNull();
    const tui = poolOn(buffer, 0);
    pools.push(tui.pool);
    expect(() => tui.pool.run(request)).toThrow(expect.objectContaining({ name: 'PoolBusyError', closing: false, slots: { total: 8, own: 0, others: 8 } }));
    expect(tui.workers).toHaveLength(0);
    expect(other.releaseHeldBy(3)).toBe(8);
    tui.pool.run(request);
    expect(tui.budget.use()).toEqual({ total: 8, own: 1, others: 0 });
  });
});

const noOperations = {} as OperationsPort;

/** A real McpHost whose worker is the stand-in: it takes `take` slots of `buffer`, then crashes or hangs. */
function hostHolding(take: number, crash: boolean, buffer: SharedArrayBuffer): McpHost {
  // A worker copies the environment when it is created.
  process.env.SLOT_HOLDER_TAKE = String(take);
  process.env.SLOT_HOLDER_CRASH = crash ? '1' : '0';
  try {
    return new McpHost({
      enabled: false,
      platform: 'linux',
      workerUrl: new URL('./fixtures/slot-holder-worker.mjs', import.meta.url),
      investigationSlotsBuffer: buffer,
      operations: noOperations,
      onState: () => undefined,
    });
  } finally {
    delete process.env.SLOT_HOLDER_TAKE;
    delete process.env.SLOT_HOLDER_CRASH;
  }
}

describe('the MCP worker cannot leak slots', () => {
  for (const [how, crash] of [
    ['crashed', true],
    ['was terminated', false],
  ] as const) {
    it(`frees every slot of an MCP worker that ${how} while holding them`, async () => {
      const budget = new SlotBudget(new SlotBudget().buffer, 0);
      const host = hostHolding(5, crash, budget.buffer);
      const deadline = Date.now() + 20_000;
      while (budget.use().others < 5) {
        if (Date.now() > deadline) throw new Error('the stand-in worker never took its slots');
        await delay(20);
      }
      expect(budget.use()).toEqual({ total: 8, own: 0, others: 5 });
      if (crash) host.onMcpConnectionsDisabled(true);
      else await host.shutdown(200);
      await host.exited;
      expect(budget.use()).toEqual({ total: 8, own: 0, others: 0 });
    });
  }
});
