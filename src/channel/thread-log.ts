// The thread log behind the WINPROC_TUI_TEST_THREAD_LOG test hook (test build only; callers read the hook and pass
// its file): writes down the thread each MCP tool call was handled on, the thread its answer was serialized on and
// the thread a saved log it loads was parsed on, so a test can show that no call runs, parses or serializes on the
// main (TUI) or the sampling thread, nor parses on the MCP thread (spec §2, §12). Without a file nothing happens.
import { appendFileSync } from 'node:fs';
import { thisThreadName } from './threads.js';

/**
 * Appends `<method> <phase> <thread>` to `logPath`: `handler` where a call ran, `serialize` where its frame was
 * encoded, `parse` where a saved log it loads was parsed.
 */
export function noteThread(logPath: string | undefined, method: string, phase: 'handler' | 'serialize' | 'parse'): void {
  if (logPath !== undefined) appendFileSync(logPath, `${method}\t${phase}\t${thisThreadName()}\n`);
}

/**
 * The answer as it goes out: unchanged without a log; with one, an object whose toJSON notes the thread that
 * serializes the frame (src/ipc/framing.ts stringifies the response there) and yields the answer itself.
 */
export function traceSerialization(logPath: string | undefined, method: string, result: object): object {
  if (logPath === undefined) return result;
  return {
    toJSON: () => {
      noteThread(logPath, method, 'serialize');
      return result;
    },
  };
}
