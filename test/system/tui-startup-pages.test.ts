// Guards the release of start-up's pages in the real application (Linux; the test build in a private tmux server, its
// memory-log hook every 500 ms): a few seconds after the first frame the application advises its clean file-backed
// mappings (node's binary, the shared libraries) with no refusal, tells so in its memory log, and afterwards keeps
// sampling and answering as before: new samples applied, the MCP tools answering, the table on screen; and again a few
// seconds after a bridge started the on-demand MCP worker.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetStatusData } from '../../generated/types/tools.js';
import type { MemoryLogLine } from '../../src/app/memory-log.js';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, waitFor } from '../support/live-app.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-startup-pages.test.ts: skipped, tmux is not installed\n');

function logLines(path: string): MemoryLogLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as MemoryLogLine & { thread?: string }).filter((line) => !('thread' in line));
}

describe.runIf(HAS_TMUX && process.platform === 'linux')('start-up pages released (tmux, Linux)', () => {
  let app: LiveApp | undefined;
  afterEach(async () => {
    await app?.stop();
    app = undefined;
  });

  it('releases them once after the first frame, without a refusal, and keeps working afterwards', async () => {
    const root = mkdtempSync(join(tmpdir(), 'winproc-startup-pages-'));
    const log = join(root, 'memory.jsonl');
    try {
      app = await LiveApp.start({ WINPROC_TUI_TEST_MEMORY_LOG: log, WINPROC_TUI_TEST_MEMORY_LOG_PERIOD_MS: '500' });
      const released = await waitFor(() => logLines(log).find((line) => line.startup_pages !== null)?.startup_pages, 'the release in the memory log', 30_000, 250);
      expect(released.failures).toEqual([]);
      expect(released.mappings).toBeGreaterThan(0);
      expect(released.residentKb).toBeGreaterThan(0);
      expect(typeof released.mallocTrimmed).toBe('boolean');
      // Once: every later line reports the same release.
      const at = Date.now();
      await waitFor(() => logLines(log).filter((line) => line.at_ms > at).length >= 2 || undefined, 'two more log lines', 30_000, 250);
      for (const line of logLines(log).filter((l) => l.startup_pages !== null)) expect(line.startup_pages).toEqual(released);
      // Sampling goes on and the MCP worker answers after the release.
      const session = await app.connect();
      const first = (await session.call('winproc_get_status')).structured.data as GetStatusData;
      const later = await waitFor(async () => {
        const data = (await session.call('winproc_get_status')).structured.data as GetStatusData;
        return data.last_sample_at !== first.last_sample_at ? data : undefined;
      }, 'a sample applied after the release', 30_000, 300);
      expect(later.last_sample_at).not.toBeNull();
      const listing = await session.call('winproc_list_processes', { limit: 5 });
      expect(listing.isError).toBe(false);
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('PID')), 'the process table');
      // The first bridge started the on-demand MCP worker, whose new isolate touched node's binary again: released
      // once more a few seconds after that start, the first release left as it was, and the worker still answers.
      const again = await waitFor(() => logLines(log).find((line) => line.worker_start_pages !== null)?.worker_start_pages, 'the release after the worker started', 30_000, 250);
      expect(again.failures).toEqual([]);
      expect(again.mappings).toBeGreaterThan(0);
      expect(again.residentKb).toBeGreaterThan(0);
      expect(logLines(log).at(-1)?.startup_pages).toEqual(released);
      expect((await session.call('winproc_list_processes', { limit: 5 })).isError).toBe(false);
      const status = (await session.call('winproc_get_status')).structured.data as GetStatusData;
      expect(status.last_sample_at).not.toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
