// koffi declarations of version.dll: a file's version resource (fixed versions and the StringFileInfo strings).
import { addressOf, declare, lazyLibrary, ok, fail, withLastError, type NativeFn, type Win32Result } from './common.js';
import { decodeFixedFileInfo, translationKeys } from './structs.js';

interface Version {
  GetFileVersionInfoSizeW: NativeFn<[string, Buffer], number>;
  GetFileVersionInfoW: NativeFn<[string, number, number, Buffer], number>;
  VerQueryValueW: NativeFn<[Buffer, string, Buffer, Buffer], number>;
}

const ver = lazyLibrary('version.dll', (lib): Version => ({
  GetFileVersionInfoSizeW: declare(lib, 'uint32_t __stdcall GetFileVersionInfoSizeW(const char16_t *path, void *handle)'),
  GetFileVersionInfoW: declare(lib, 'int __stdcall GetFileVersionInfoW(const char16_t *path, uint32_t handle, uint32_t length, void *data)'),
  VerQueryValueW: declare(lib, 'int __stdcall VerQueryValueW(void *block, const char16_t *subBlock, void *value, void *length)'),
}));

export interface VersionResource {
  readonly companyName: string | null;
  readonly productName: string | null;
  readonly fileDescription: string | null;
  /** The StringFileInfo strings where present, else the VS_FIXEDFILEINFO numbers. */
  readonly fileVersion: string | null;
  readonly productVersion: string | null;
}

/** Looks `subBlock` up in the resource; the value lies inside `block`, so it is copied out by offset. */
function query(block: Buffer, subBlock: string): Buffer | null {
  const out = Buffer.alloc(8);
  const length = Buffer.alloc(4);
  if (ver().VerQueryValueW(block, subBlock, out, length) === 0) return null;
  const offset = Number(out.readBigUInt64LE(0) - addressOf(block));
  const size = length.readUInt32LE(0);
  if (offset < 0 || offset > block.length) return null;
  return block.subarray(offset, Math.min(block.length, offset + size * (subBlock.startsWith('\\StringFileInfo') ? 2 : 1)));
}

function text(b: Buffer | null): string | null {
  if (b === null) return null;
  let end = 0;
  while (end + 1 < b.length && (b[end] !== 0 || b[end + 1] !== 0)) end += 2;
  const s = b.toString('utf16le', 0, end).trim();
  return s === '' ? null : s;
}

/** The version resource of `path`; ERROR_RESOURCE_TYPE_NOT_FOUND (1813) and friends when it has none. */
export function fileVersionInfo(path: string): Win32Result<VersionResource> {
  const handle = Buffer.alloc(4);
  const [size, error] = withLastError(() => ver().GetFileVersionInfoSizeW(path, handle));
  if (size === 0) return fail(error);
  const block = Buffer.alloc(size);
  const [rc, error2] = withLastError(() => ver().GetFileVersionInfoW(path, 0, size, block));
  if (rc === 0) return fail(error2);
  const fixed = decodeFixedFileInfo(query(block, '\\') ?? Buffer.alloc(0));
  const translations = translationKeys(query(block, '\\VarFileInfo\\Translation') ?? Buffer.alloc(0));
  // Many files declare one translation but store strings under US English / Unicode or the code page 1252.
  const keys = [...translations, '040904B0', '040904E4', '04090000'];
  const value = (name: string): string | null => {
    for (const key of keys) {
      const found = text(query(block, `\\StringFileInfo\\${key}\\${name}`));
      if (found !== null) return found;
    }
    return null;
  };
  return ok({
    companyName: value('CompanyName'),
    productName: value('ProductName'),
    fileDescription: value('FileDescription'),
    fileVersion: value('FileVersion') ?? fixed?.fileVersion ?? null,
    productVersion: value('ProductVersion') ?? fixed?.productVersion ?? null,
  });
}
