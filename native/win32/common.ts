// Shared plumbing of the koffi Win32 declarations: per-DLL lazy loading (importing these modules on Linux is
// harmless), handles and pointers as BigInt, GetLastError captured right after each call, and buffer helpers.
//
// Conventions of every file in native/win32/:
// - out-parameters and structs are caller-owned Buffers from Buffer.alloc (zeroed, so a field Windows leaves
//   unwritten reads 0 and never stale heap bytes) and are declared `void *`; koffi passes a Buffer's memory
//   directly for the duration of the call. Memory the OS keeps using after the call returns (an OVERLAPPED) is
//   allocated with koffi.alloc instead, because a Buffer is only guaranteed in place during the call.
// - every wrapper that can fail calls GetLastError immediately after the native call, before any other native
//   call can overwrite it, and returns it in the result.
import koffi from 'koffi';

/** A Win32 HANDLE (or any pointer-sized opaque value) as koffi returns it. */
export type Handle = bigint;
/** A native address. */
export type Pointer = bigint;
/** Anything that may be passed where the prototype says `void *`: a Buffer, an address, or NULL. */
export type PtrArg = Buffer | bigint | null;

export const NULL_HANDLE: Handle = 0n;
/** (HANDLE)-1 as an unsigned 64-bit value, as koffi returns it. */
export const INVALID_HANDLE_VALUE: Handle = 0xffff_ffff_ffff_ffffn;
/** GetCurrentProcess() pseudo-handle, valid in every process. */
export const CURRENT_PROCESS: Handle = INVALID_HANDLE_VALUE;

/** A call that either produced a value or failed with the GetLastError (or NTSTATUS / HRESULT) code. */
export type Win32Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: number };

export type LibraryHandle = ReturnType<typeof koffi.load>;

/** A declared native function with a TypeScript signature (koffi's own type is untyped). */
export type NativeFn<A extends readonly unknown[], R> = (...args: A) => R;

export function ok<T>(value: T): Win32Result<T> {
  return { ok: true, value };
}

export function fail<T>(error: number): Win32Result<T> {
  return { ok: false, error };
}

/** Declares `proto` (C-like prototype syntax) with a TypeScript signature. */
export function declare<A extends readonly unknown[], R>(lib: LibraryHandle, proto: string): NativeFn<A, R> {
  return lib.func(proto) as NativeFn<A, R>;
}

/** Like `declare`, but null when the DLL does not export the function (older Windows, or Wine). */
export function declareOptional<A extends readonly unknown[], R>(lib: LibraryHandle, proto: string): NativeFn<A, R> | null {
  try {
    return lib.func(proto) as NativeFn<A, R>;
  } catch {
    return null;
  }
}

/** Loads `dll` on first use, and only on Windows; `bind` declares its functions once. */
export function lazyLibrary<T>(dll: string, bind: (lib: LibraryHandle) => T): () => T {
  let bound: T | null = null;
  return () => {
    if (bound !== null) return bound;
    if (process.platform !== 'win32') {
      throw new Error(`native/win32: ${dll} is only usable on Windows (this is ${process.platform})`);
    }
    bound = bind(koffi.load(dll));
    return bound;
  };
}

interface ErrorFns {
  GetLastError: NativeFn<[], number>;
  SetLastError: NativeFn<[number], void>;
}

const errorFns = lazyLibrary('kernel32.dll', (lib): ErrorFns => ({
  GetLastError: declare(lib, 'uint32_t __stdcall GetLastError(void)'),
  SetLastError: declare(lib, 'void __stdcall SetLastError(uint32_t code)'),
}));

/** The calling thread's last-error code. Call it immediately after the native call it describes. */
export function lastError(): number {
  return errorFns().GetLastError();
}

/** Clears the last-error code, for functions whose failure is only visible through it (a valid 0 result). */
export function clearLastError(): void {
  errorFns().SetLastError(0);
}

/** Runs one native call and reads GetLastError right after it. */
export function withLastError<R>(invoke: () => R): readonly [R, number] {
  const value = invoke();
  const error = lastError();
  return [value, error];
}

/** koffi returns `void *` results as BigInt, or null for NULL. */
export function toHandle(value: unknown): Handle {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  return NULL_HANDLE;
}

export function isValidHandle(handle: Handle): boolean {
  return handle !== NULL_HANDLE && handle !== INVALID_HANDLE_VALUE;
}

/** A zeroed buffer of `size` bytes whose first DWORD is its own size (the `cb`/`dwSize` convention). */
export function sizedStruct(size: number, sizeFieldValue: number = size): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32LE(sizeFieldValue, 0);
  return buffer;
}

/** A NUL-terminated UTF-16 string inside `buffer` from `offset`, at most `maxChars` characters. */
export function readWideZ(buffer: Buffer, offset: number, maxChars: number): string {
  const end = Math.min(buffer.length, offset + maxChars * 2);
  let at = offset;
  while (at + 1 < end && (buffer[at] !== 0 || buffer[at + 1] !== 0)) at += 2;
  return buffer.toString('utf16le', offset, at);
}

/** A NUL-terminated UTF-16 string at a native address (memory the caller knows to be valid). */
export function readWideAt(address: Pointer): string {
  return koffi.decode.string16(address);
}

/** A copy of `length` bytes at a native address (memory the caller knows to be valid). */
export function readBytesAt(address: Pointer, length: number): Buffer {
  if (length <= 0) return Buffer.alloc(0);
  return Buffer.from(new Uint8Array(koffi.view(address, length)));
}

/** The native address of a Buffer's first byte (to turn pointers the OS wrote into it back into offsets). */
export function addressOf(buffer: Buffer): Pointer {
  return koffi.address(buffer);
}

/** Memory that stays in place until freed (for structures the OS writes after the call returned). */
export interface StableMemory {
  readonly address: Pointer;
  readonly size: number;
  free(): void;
}

export function allocStable(size: number): StableMemory {
  const address = toHandle(koffi.alloc('uint8_t', size));
  koffi.encode(address, koffi.array('uint8_t', size), new Array<number>(size).fill(0));
  let freed = false;
  return {
    address,
    size,
    free: () => {
      if (freed) return;
      freed = true;
      koffi.free(address);
    },
  };
}

export function writeU64At(address: Pointer, offset: number, value: bigint): void {
  koffi.encode(address, offset, 'uint64_t', value);
}

export function readU64At(address: Pointer, offset: number): bigint {
  const value: unknown = koffi.decode(address, offset, 'uint64_t');
  return typeof value === 'bigint' ? value : BigInt(value as number);
}

export function readU32At(address: Pointer, offset: number): number {
  return koffi.decode(address, offset, 'uint32_t') as number;
}

/** Common Win32 error codes used across the declarations and their callers. */
export const ERROR = {
  SUCCESS: 0,
  FILE_NOT_FOUND: 2,
  ACCESS_DENIED: 5,
  INVALID_HANDLE: 6,
  NOT_ENOUGH_MEMORY: 8,
  INVALID_PARAMETER: 87,
  CALL_NOT_IMPLEMENTED: 120,
  INSUFFICIENT_BUFFER: 122,
  MORE_DATA: 234,
  BROKEN_PIPE: 109,
  ALREADY_EXISTS: 183,
  PIPE_BUSY: 231,
  NO_DATA: 232,
  PIPE_NOT_CONNECTED: 233,
  PIPE_CONNECTED: 535,
  OPERATION_ABORTED: 995,
  IO_INCOMPLETE: 996,
  IO_PENDING: 997,
  NOT_FOUND: 1168,
  PARTIAL_COPY: 299,
} as const;

/** NTSTATUS values the ntdll callers distinguish. */
export const NTSTATUS = {
  SUCCESS: 0,
  INFO_LENGTH_MISMATCH: 0xc0000004 | 0,
  BUFFER_TOO_SMALL: 0xc0000023 | 0,
  BUFFER_OVERFLOW: 0x80000005 | 0,
  ACCESS_DENIED: 0xc0000022 | 0,
  INVALID_INFO_CLASS: 0xc0000003 | 0,
  NOT_IMPLEMENTED: 0xc0000002 | 0,
  INVALID_PARAMETER: 0xc000000d | 0,
} as const;
