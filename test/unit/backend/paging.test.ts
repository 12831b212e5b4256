// Guards the encoded budget (spec §4, §8): a page shrinks below its limit so that the complete MCP message —
// structuredContent plus the same JSON escaped in the text block, JSON-RPC framing and managed-delivery
// metadata — stays within 4 MiB even for rows that escape badly or use multi-byte characters; a single row over
// the budget is RESULT_TOO_LARGE; paging such a capture still returns every row exactly once; a page sized whole
// (serialized once, its JSON framed as it is) is cut exactly where the row-by-row sum cuts.
import { describe, expect, it } from 'vitest';
import { adapterFor, type ToolAdapter } from '../../../generated/bridge/adapters.js';
import { dispatchTool } from '../../../src/backend/dispatcher.js';
import { dualEncodedBytes, slicePage } from '../../../src/backend/paging.js';
import { LIMITS } from '../../../src/contract/limits.js';
import { Delivery } from '../../../src/bridge/delivery.js';
import { toCallToolResult, type ToolEnvelope } from '../../../src/bridge/envelope.js';
import { stringifyWithKnownJson } from '../../../src/ipc/known-json.js';
import { seededRandom } from '../../support/seeded-random.js';
import { Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;

/** The bytes the bridge writes to stdout for a tool result: the JSON-RPC response line. */
function messageBytes(envelope: ToolEnvelope, id = 2 ** 31): number {
  return Buffer.byteLength(`${JSON.stringify({ result: toCallToolResult(envelope), jsonrpc: '2.0', id })}\n`);
}

function managed(h: Harness): (tool: string, args: Record<string, unknown>) => Promise<ToolEnvelope> {
  const delivery = new Delivery({
    raw: false,
    gateway: { call: async (adapter: ToolAdapter, args) => dispatchTool(adapter.backendMethod, args, h.context()) },
  });
  return (tool, args) => delivery.call(adapterFor(tool)!, args, new AbortController().signal);
}

describe('encoded page budget', () => {
  it('counts both representations: escaping doubles backslashes and quotes, multi-byte characters stay UTF-8', () => {
    expect(dualEncodedBytes('"a"')).toBe(3 + 5); // "a" and, inside the text string, \"a\"
    expect(dualEncodedBytes('é')).toBe(2 + 2);
    expect(dualEncodedBytes('\\')).toBe(1 + 2);
  });

  it.each([
    ['backslashes and quotes', '\\"'.repeat(100_000)],
    ['four-byte characters', '𝄞'.repeat(60_000)],
    ['control characters', '\u0001'.repeat(40_000)],
  ])('shrinks pages of rows full of %s to fit 4 MiB and still pages every row once', async (_label, path) => {
    const h = new Harness();
    const procs: Proc[] = Array.from({ length: 40 }, (_, i) => ({ pid: 1000 + i, name: `big${i}`, start: T0 - 1, path: `/${i}/${path}` }));
    h.apply(snap(T0, procs));
    const call = managed(h);
    let page = (await call('winproc_list_processes', {})) as { data: { rows: { pid: number }[]; next_action: { tool: string; arguments: Record<string, unknown> } | null } };
    const pids: number[] = [];
    let pages = 0;
    for (;;) {
      pages += 1;
      expect(messageBytes(page as ToolEnvelope)).toBeLessThanOrEqual(LIMITS.max_message_bytes);
      expect(page.data.rows.length).toBeGreaterThan(0);
      pids.push(...page.data.rows.map((r) => r.pid));
      if (!page.data.next_action) break;
      page = (await call(page.data.next_action.tool, page.data.next_action.arguments)) as typeof page;
    }
    expect(pages).toBeGreaterThan(1);
    expect(pids).toEqual(procs.map((p) => p.pid));
    expect(h.connection.captures.retainedCount).toBe(0);
  });

  it('fills a page close to the budget rather than stopping early', async () => {
    const h = new Harness();
    h.apply(snap(T0, Array.from({ length: 200 }, (_, i): Proc => ({ pid: i + 1, name: `n${i}`, start: T0 - 1, path: `/${'a'.repeat(50_000)}` }))));
    const page = await dispatchTool('list_processes', {}, h.context());
    const bytes = messageBytes(page);
    expect(bytes).toBeLessThanOrEqual(LIMITS.max_message_bytes);
    expect(bytes).toBeGreaterThan(LIMITS.max_message_bytes - 200_000);
  });

  it('answers RESULT_TOO_LARGE for a single row over the budget', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ pid: 1, name: 'huge', start: T0 - 1, path: `/${'"'.repeat(1_500_000)}` }]));
    const result = (await dispatchTool('list_processes', {}, h.context())) as { error?: { code: string; retryable: boolean } };
    expect(result.error).toMatchObject({ code: 'RESULT_TOO_LARGE', retryable: false });
    // Projection away from the large field makes it readable.
    const small = (await dispatchTool('list_processes', { projection: ['pid', 'name'] }, h.context())) as { data: { rows: unknown[] } };
    expect(small.data.rows).toEqual([{ pid: 1, name: 'huge' }]);
  });

  it('slices by limit when rows are small, and never returns an empty page that cannot advance', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ i }));
    expect(slicePage(rows, 0, 4, 100)).toEqual({ rows: rows.slice(0, 4), nextOffset: 4 });
    expect(slicePage(rows, 8, 4, 100)).toEqual({ rows: rows.slice(8), nextOffset: null });
    expect(slicePage(rows, 10, 4, 100)).toEqual({ rows: [], nextOffset: null });
    expect(() => slicePage(rows, 0, 4, 100, 110)).toThrow(/larger than the 4 MiB/);
  });

  it('cuts a page where the row-by-row sum does, whole pages included (sized from the page serialized at once)', () => {
    // The reference: each row and its comma in both representations, summed until the next row would not fit.
    const reference = (rows: readonly object[], offset: number, limit: number, fixed: number, budget: number): number => {
      let used = fixed;
      let index = offset;
      while (index < Math.min(rows.length, offset + limit)) {
        const cost = dualEncodedBytes(JSON.stringify(rows[index])) + 2;
        if (used + cost > budget) break;
        used += cost;
        index += 1;
      }
      return index;
    };
    const random = seededRandom(31);
    const alphabet = ['a', 'é', '"', '\\', '\u0001', '𝄞', '\n', 'z'];
    const text = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const rows = Array.from({ length: 60 }, (_, i) => ({ pid: i, name: text(1 + Math.floor(random() * 40)), parent: { status: 'unknown', pid: null } }));
    for (const [offset, limit] of [[0, 60], [0, 25], [17, 30], [59, 5]] as const) {
      const whole = reference(rows, offset, limit, 0, Number.MAX_SAFE_INTEGER) - offset;
      const rowsCost = Array.from({ length: whole }, (_, k) => dualEncodedBytes(JSON.stringify(rows[offset + k])) + 2).reduce((a, b) => a + b, 0);
      // Budgets exactly at the whole page's size, one byte short of it, and at random cuts inside it.
      const budgets = [rowsCost + 50, rowsCost + 49, ...Array.from({ length: 20 }, () => 50 + Math.floor(random() * rowsCost))];
      for (const budget of budgets) {
        const end = reference(rows, offset, limit, 50, budget);
        if (end === offset) {
          expect(() => slicePage(rows, offset, limit, 50, budget)).toThrow(/larger than the 4 MiB/);
          continue;
        }
        const slice = slicePage(rows, offset, limit, 50, budget);
        expect(slice.rows).toEqual(rows.slice(offset, end));
        expect(slice.nextOffset).toBe(end < rows.length ? end : null);
        // What the frame encoder writes for the page is what JSON.stringify writes for its rows.
        expect(stringifyWithKnownJson({ rows: slice.rows })).toBe(JSON.stringify({ rows: rows.slice(offset, end) }));
      }
    }
  });
});
