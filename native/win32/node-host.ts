// koffi declaration of the one libuv function the named-pipe endpoint needs from the running node.exe, which
// exports libuv for native addons: uv_open_osfhandle turns a HANDLE into a C-runtime descriptor of node.exe's own
// CRT, which `new net.Socket({ fd })` then drives with overlapped I/O on the owning thread's event loop.
import { declare, lazyLibrary, type Handle, type NativeFn } from './common.js';

interface NodeHost {
  uv_open_osfhandle: NativeFn<[Handle], number>;
}

const host = lazyLibrary(process.execPath, (lib): NodeHost => ({
  uv_open_osfhandle: declare(lib, 'int __cdecl uv_open_osfhandle(void *handle)'),
}));

/** A descriptor owning `handle` (closing the descriptor closes the handle), or -1. */
export function openOsfHandle(handle: Handle): number {
  return host().uv_open_osfhandle(handle);
}
