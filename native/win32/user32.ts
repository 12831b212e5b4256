// koffi declaration of user32.dll GetGuiResources: USER and GDI object counts of a process.
import { clearLastError, declare, lazyLibrary, ok, fail, withLastError, type Handle, type NativeFn, type Win32Result } from './common.js';

export const GR_GDIOBJECTS = 0;
export const GR_USEROBJECTS = 1;

interface User32 {
  GetGuiResources: NativeFn<[Handle, number], number>;
}

const user32 = lazyLibrary('user32.dll', (lib): User32 => ({
  GetGuiResources: declare(lib, 'uint32_t __stdcall GetGuiResources(void *process, uint32_t flags)'),
}));

/**
 * GetGuiResources: 0 is a valid count (a console process may own no GDI objects), so the last error is cleared
 * first and a 0 with an error set is a failure.
 */
export function guiResources(process: Handle, flags: number): Win32Result<number> {
  clearLastError();
  const [count, error] = withLastError(() => user32().GetGuiResources(process, flags));
  return count === 0 && error !== 0 ? fail(error) : ok(count);
}
