// The thread-log test hook's file for the MCP side (WINPROC_TUI_TEST_THREAD_LOG, test build only; undefined for every
// user): the dispatcher, the server and saved-log loads note their threads there (src/channel/thread-log.ts).
import { testHooks } from '../contract/test-hooks.js';

export const THREAD_LOG = testHooks.threadLog();
