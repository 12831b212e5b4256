// Test hook (WINPROC_TUI_TEST_THREAD_LOG, test build only): writes down the thread each MCP tool call was handled
// on and the thread its answer was serialized on, so a test can show that no call runs or serializes on the main
// (TUI) or the sampling thread (spec §12). Off (one undefined check per call) unless the hook names a file.
import { appendFileSync } from 'node:fs';
import { thisThreadName } from '../channel/threads.js';
import { testHooks } from '../contract/test-hooks.js';

const logPath = testHooks.threadLog();

/** Appends `<method> <phase> <thread>` for one call: `handler` where it ran, `serialize` where its frame was encoded. */
function record(method: string, phase: 'handler' | 'serialize'): void {
  if (logPath !== undefined) appendFileSync(logPath, `${method}\t${phase}\t${thisThreadName()}\n`);
}

/** Notes the handler's thread; call it where the handler is invoked. */
export function noteHandlerThread(method: string): void {
  if (logPath !== undefined) record(method, 'handler');
}

/**
 * The answer as it goes out: unchanged without the hook; with it, an object whose toJSON notes the thread that
 * serializes the frame (src/ipc/framing.ts stringifies the response there) and yields the answer itself.
 */
export function traceSerialization(method: string, result: object): object {
  if (logPath === undefined) return result;
  return {
    toJSON: () => {
      record(method, 'serialize');
      return result;
    },
  };
}
