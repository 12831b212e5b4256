// koffi declarations of pdh.dll: one query, English counter paths, collection and formatted values (single and
// wildcard arrays). PdhGetFormattedCounterArrayW is unimplemented in Wine and kills the process there: callers
// must not call `formattedArray` under Wine (the sampler checks ntdll!wine_get_version first).
import { addressOf, declare, fail, lazyLibrary, ok, type Handle, type NativeFn, type Win32Result } from './common.js';

export const PDH_FMT_DOUBLE = 0x0000_0200;
export const PDH_FMT_LARGE = 0x0000_0400;
export const PDH_FMT_NOCAP100 = 0x0000_8000;
export const PDH_MORE_DATA = 0x8000_07d2 | 0;
/** A rate counter has no value before its second collection. */
export const PDH_INVALID_DATA = 0xc000_0bc6 | 0;
export const PDH_CSTATUS_NO_OBJECT = 0xc000_0bb8 | 0;
export const PDH_CSTATUS_NO_COUNTER = 0xc000_0bb9 | 0;

interface Pdh {
  PdhOpenQueryW: NativeFn<[null, bigint, Buffer], number>;
  PdhAddEnglishCounterW: NativeFn<[Handle, string, bigint, Buffer], number>;
  PdhCollectQueryData: NativeFn<[Handle], number>;
  PdhGetFormattedCounterValue: NativeFn<[Handle, number, Buffer | null, Buffer], number>;
  PdhGetFormattedCounterArrayW: NativeFn<[Handle, number, Buffer, Buffer, Buffer | null], number>;
  PdhCloseQuery: NativeFn<[Handle], number>;
}

const pdh = lazyLibrary('pdh.dll', (lib): Pdh => ({
  PdhOpenQueryW: declare(lib, 'int32_t __stdcall PdhOpenQueryW(const char16_t *source, uintptr_t userData, void *query)'),
  PdhAddEnglishCounterW: declare(lib, 'int32_t __stdcall PdhAddEnglishCounterW(void *query, const char16_t *path, uintptr_t userData, void *counter)'),
  PdhCollectQueryData: declare(lib, 'int32_t __stdcall PdhCollectQueryData(void *query)'),
  PdhGetFormattedCounterValue: declare(lib, 'int32_t __stdcall PdhGetFormattedCounterValue(void *counter, uint32_t format, void *type, void *value)'),
  PdhGetFormattedCounterArrayW: declare(
    lib,
    'int32_t __stdcall PdhGetFormattedCounterArrayW(void *counter, uint32_t format, void *bufferSize, void *itemCount, void *items)',
  ),
  PdhCloseQuery: declare(lib, 'int32_t __stdcall PdhCloseQuery(void *query)'),
}));

export function openQuery(): Win32Result<Handle> {
  const out = Buffer.alloc(8);
  const status = pdh().PdhOpenQueryW(null, 0n, out);
  return status === 0 ? ok(out.readBigUInt64LE(0)) : fail(status);
}

/** Adds a counter by its English path (independent of the UI language). */
export function addEnglishCounter(query: Handle, path: string): Win32Result<Handle> {
  const out = Buffer.alloc(8);
  const status = pdh().PdhAddEnglishCounterW(query, path, 0n, out);
  return status === 0 ? ok(out.readBigUInt64LE(0)) : fail(status);
}

export function collect(query: Handle): Win32Result<void> {
  const status = pdh().PdhCollectQueryData(query);
  return status === 0 ? ok(undefined) : fail(status);
}

/** PDH_FMT_COUNTERVALUE {CStatus, pad, union at 8}: a double or a 64-bit integer depending on `format`. */
export function formattedValue(counter: Handle, format: typeof PDH_FMT_DOUBLE | typeof PDH_FMT_LARGE): Win32Result<number | bigint> {
  const value = Buffer.alloc(16);
  const status = pdh().PdhGetFormattedCounterValue(counter, format | PDH_FMT_NOCAP100, null, value);
  if (status !== 0) return fail(status);
  const cstatus = value.readInt32LE(0);
  if (cstatus !== 0 && cstatus !== 1) return fail(cstatus);
  return ok(format === PDH_FMT_LARGE ? value.readBigInt64LE(8) : value.readDoubleLE(8));
}

export interface ArrayItem {
  readonly instance: string;
  readonly value: number;
}

/**
 * Every instance of a wildcard counter as doubles (PDH_FMT_COUNTERVALUE_ITEM_W: szName pointer, then the value).
 * Never call this under Wine: Wine does not implement it and the call terminates the process.
 */
export function formattedArray(counter: Handle): Win32Result<ArrayItem[]> {
  const fn = pdh().PdhGetFormattedCounterArrayW;
  const size = Buffer.alloc(4);
  const count = Buffer.alloc(4);
  let status = fn(counter, PDH_FMT_DOUBLE | PDH_FMT_NOCAP100, size, count, null);
  for (let attempt = 0; attempt < 4 && status === PDH_MORE_DATA; attempt++) {
    const items = Buffer.alloc(size.readUInt32LE(0) + 1024);
    size.writeUInt32LE(items.length, 0);
    status = fn(counter, PDH_FMT_DOUBLE | PDH_FMT_NOCAP100, size, count, items);
    if (status === 0) {
      const base = addressOf(items);
      const out: ArrayItem[] = [];
      for (let i = 0; i < count.readUInt32LE(0); i++) {
        const at = i * 24;
        const name = Number(items.readBigUInt64LE(at) - base);
        const cstatus = items.readInt32LE(at + 8);
        if (cstatus !== 0 && cstatus !== 1) continue;
        let end = name;
        while (end + 1 < items.length && (items[end] !== 0 || items[end + 1] !== 0)) end += 2;
        out.push({ instance: items.toString('utf16le', name, end), value: items.readDoubleLE(at + 16) });
      }
      return ok(out);
    }
  }
  return status === 0 ? ok([]) : fail(status);
}

export function closeQuery(query: Handle): void {
  pdh().PdhCloseQuery(query);
}
