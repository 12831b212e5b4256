// koffi declarations of advapi32.dll: process tokens (user, logon SID, integrity, elevation, logon session), SID
// names, SDDL security descriptors and reading one back from an object, and registry values.
import {
  addressOf,
  declare,
  fail,
  lazyLibrary,
  ok,
  readBytesAt,
  readWideAt,
  withLastError,
  ERROR,
  type Handle,
  type NativeFn,
  type Win32Result,
} from './common.js';
import { localFree } from './kernel32.js';
import { lastSubAuthority, logonSidFromGroups, sidFromInfo, sidLength, sidToString } from './structs.js';

export const TOKEN_QUERY = 0x0008;

/** TOKEN_INFORMATION_CLASS values used here. */
export const TokenUser = 1;
export const TokenGroups = 2;
export const TokenStatistics = 10;
export const TokenSessionId = 12;
export const TokenElevation = 20;
export const TokenIntegrityLevel = 25;
export const TokenLogonSid = 28;

/** SE_OBJECT_TYPE SE_KERNEL_OBJECT and the SECURITY_INFORMATION bits for owner and DACL. */
export const SE_KERNEL_OBJECT = 6;
export const OWNER_SECURITY_INFORMATION = 0x1;
export const DACL_SECURITY_INFORMATION = 0x4;
export const SDDL_REVISION_1 = 1;

/** Predefined registry root, sign-extended to 64 bits as Windows defines HKEY constants. */
export const HKEY_LOCAL_MACHINE = 0xffff_ffff_8000_0002n;
const RRF_RT_REG_SZ = 0x2;
const RRF_RT_REG_DWORD = 0x10;

interface Advapi32 {
  OpenProcessToken: NativeFn<[Handle, number, Buffer], number>;
  GetTokenInformation: NativeFn<[Handle, number, Buffer | null, number, Buffer], number>;
  LookupAccountSidW: NativeFn<[null, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer], number>;
  ConvertStringSecurityDescriptorToSecurityDescriptorW: NativeFn<[string, number, Buffer, null], number>;
  ConvertSecurityDescriptorToStringSecurityDescriptorW: NativeFn<[bigint, number, number, Buffer, null], number>;
  GetSecurityInfo: NativeFn<[Handle, number, number, Buffer | null, null, Buffer | null, null, Buffer], number>;
  RegGetValueW: NativeFn<[bigint, string, string, number, Buffer, Buffer | null, Buffer], number>;
}

const adv = lazyLibrary('advapi32.dll', (lib): Advapi32 => ({
  OpenProcessToken: declare(lib, 'int __stdcall OpenProcessToken(void *process, uint32_t access, void *token)'),
  GetTokenInformation: declare(lib, 'int __stdcall GetTokenInformation(void *token, int infoClass, void *info, uint32_t length, void *returnLength)'),
  LookupAccountSidW: declare(
    lib,
    'int __stdcall LookupAccountSidW(const char16_t *system, void *sid, void *name, void *nameChars, void *domain, void *domainChars, void *use)',
  ),
  ConvertStringSecurityDescriptorToSecurityDescriptorW: declare(
    lib,
    'int __stdcall ConvertStringSecurityDescriptorToSecurityDescriptorW(const char16_t *sddl, uint32_t revision, void *sd, void *size)',
  ),
  ConvertSecurityDescriptorToStringSecurityDescriptorW: declare(
    lib,
    'int __stdcall ConvertSecurityDescriptorToStringSecurityDescriptorW(void *sd, uint32_t revision, uint32_t info, void *sddl, void *length)',
  ),
  GetSecurityInfo: declare(
    lib,
    'uint32_t __stdcall GetSecurityInfo(void *h, int objectType, uint32_t info, void *owner, void *group, void *dacl, void *sacl, void *sd)',
  ),
  RegGetValueW: declare(
    lib,
    'int32_t __stdcall RegGetValueW(void *key, const char16_t *subKey, const char16_t *value, uint32_t flags, void *type, void *data, void *size)',
  ),
}));

export function openProcessToken(process: Handle, access: number = TOKEN_QUERY): Win32Result<Handle> {
  const out = Buffer.alloc(8);
  const [rc, error] = withLastError(() => adv().OpenProcessToken(process, access, out));
  return rc !== 0 ? ok(out.readBigUInt64LE(0)) : fail(error);
}

/** GetTokenInformation into a zeroed buffer grown to the size the token asks for. */
export function tokenInformation(token: Handle, infoClass: number): Win32Result<Buffer> {
  const fn = adv().GetTokenInformation;
  const needed = Buffer.alloc(4);
  let size = 256;
  for (let attempt = 0; attempt < 3; attempt++) {
    const b = Buffer.alloc(size);
    const [rc, error] = withLastError(() => fn(token, infoClass, b, size, needed));
    if (rc !== 0) return ok(b);
    if (error !== ERROR.INSUFFICIENT_BUFFER && error !== ERROR.MORE_DATA) return fail(error);
    size = Math.max(size * 2, needed.readUInt32LE(0));
  }
  return fail(ERROR.INSUFFICIENT_BUFFER);
}

/**
 * A SID that GetTokenInformation placed inside `info` (the SID_AND_ATTRIBUTES pointer at `pointerOffset` points into
 * the same buffer): its bytes, read while `info` is alive, and its string form.
 */
export function sidInside(info: Buffer, pointerOffset: number): { bytes: Buffer; text: string } | null {
  const inside = sidFromInfo(info, pointerOffset, addressOf(info));
  if (inside !== null) return inside;
  const address = info.readBigUInt64LE(pointerOffset);
  if (address === 0n) return null;
  // Not inside the buffer (no known Windows version does this): read through the pointer while info lives.
  const header = readBytesAt(address, 8);
  const bytes = readBytesAt(address, sidLength(header));
  const text = sidToString(bytes);
  return text === null ? null : { bytes, text };
}

/** The token's user SID (TokenUser). */
export function tokenUserSid(token: Handle): Win32Result<{ bytes: Buffer; text: string }> {
  const info = tokenInformation(token, TokenUser);
  if (!info.ok) return info;
  const sid = sidInside(info.value, 0);
  return sid === null ? fail(ERROR.INVALID_PARAMETER) : ok(sid);
}

/**
 * The logon SID (S-1-5-5-X-Y) of the token's logon session: TokenLogonSid where available, else the group of
 * TokenGroups marked SE_GROUP_LOGON_ID. `source` records which one answered.
 */
export function tokenLogonSid(token: Handle): Win32Result<{ text: string; source: 'TokenLogonSid' | 'TokenGroups' }> {
  const direct = tokenInformation(token, TokenLogonSid);
  if (direct.ok && direct.value.readUInt32LE(0) > 0) {
    const sid = sidInside(direct.value, 8);
    if (sid !== null) return ok({ text: sid.text, source: 'TokenLogonSid' });
  }
  const groups = tokenInformation(token, TokenGroups);
  if (!groups.ok) return groups;
  const text = logonSidFromGroups(groups.value, addressOf(groups.value));
  return text === null ? fail(ERROR.NOT_FOUND) : ok({ text, source: 'TokenGroups' });
}

/** The mandatory integrity level RID (TokenIntegrityLevel → TOKEN_MANDATORY_LABEL → S-1-16-RID). */
export function tokenIntegrityRid(token: Handle): Win32Result<{ rid: number; sid: string }> {
  const info = tokenInformation(token, TokenIntegrityLevel);
  if (!info.ok) return info;
  const sid = sidInside(info.value, 0);
  if (sid === null) return fail(ERROR.INVALID_PARAMETER);
  return ok({ rid: lastSubAuthority(sid.bytes) ?? 0, sid: sid.text });
}

export function tokenElevated(token: Handle): Win32Result<boolean> {
  const info = tokenInformation(token, TokenElevation);
  return info.ok ? ok(info.value.readUInt32LE(0) !== 0) : info;
}

export function tokenSessionId(token: Handle): Win32Result<number> {
  const info = tokenInformation(token, TokenSessionId);
  return info.ok ? ok(info.value.readUInt32LE(0)) : info;
}

/** TOKEN_STATISTICS.AuthenticationId: the logon session LUID, as `high:low` hex. */
export function tokenLogonSessionId(token: Handle): Win32Result<string> {
  const info = tokenInformation(token, TokenStatistics);
  if (!info.ok) return info;
  const low = info.value.readUInt32LE(8);
  const high = info.value.readInt32LE(12);
  return ok(`${high.toString(16)}:${low.toString(16).padStart(8, '0')}`);
}

/** LookupAccountSidW: the account name and its domain. */
export function lookupAccountSid(sid: Buffer): Win32Result<{ name: string; domain: string }> {
  const fn = adv().LookupAccountSidW;
  let nameChars = 256;
  let domainChars = 256;
  for (let attempt = 0; attempt < 2; attempt++) {
    const name = Buffer.alloc(nameChars * 2);
    const domain = Buffer.alloc(domainChars * 2);
    const nameLength = Buffer.alloc(4);
    const domainLength = Buffer.alloc(4);
    nameLength.writeUInt32LE(nameChars, 0);
    domainLength.writeUInt32LE(domainChars, 0);
    const use = Buffer.alloc(4);
    const [rc, error] = withLastError(() => fn(null, sid, name, nameLength, domain, domainLength, use));
    if (rc !== 0) {
      return ok({
        name: name.toString('utf16le', 0, nameLength.readUInt32LE(0) * 2),
        domain: domain.toString('utf16le', 0, domainLength.readUInt32LE(0) * 2),
      });
    }
    if (error !== ERROR.INSUFFICIENT_BUFFER) return fail(error);
    nameChars = Math.max(nameChars, nameLength.readUInt32LE(0));
    domainChars = Math.max(domainChars, domainLength.readUInt32LE(0));
  }
  return fail(ERROR.INSUFFICIENT_BUFFER);
}

/** A self-relative security descriptor built from SDDL (LocalAlloc'ed: free with `freeSecurityDescriptor`). */
export function securityDescriptorFromSddl(sddl: string): Win32Result<bigint> {
  const out = Buffer.alloc(8);
  const [rc, error] = withLastError(() => adv().ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl, SDDL_REVISION_1, out, null));
  return rc !== 0 ? ok(out.readBigUInt64LE(0)) : fail(error);
}

export function freeSecurityDescriptor(sd: bigint): void {
  localFree(sd);
}

/** The owner and DACL of a kernel object (a pipe instance), as SDDL: how the lane reads back what was applied. */
export function objectSecuritySddl(handle: Handle): Win32Result<string> {
  const sdOut = Buffer.alloc(8);
  const dacl = Buffer.alloc(8);
  const owner = Buffer.alloc(8);
  const status = adv().GetSecurityInfo(handle, SE_KERNEL_OBJECT, OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION, owner, null, dacl, null, sdOut);
  if (status !== 0) return fail(status);
  const sd = sdOut.readBigUInt64LE(0);
  try {
    const text = Buffer.alloc(8);
    const [rc, error] = withLastError(() =>
      adv().ConvertSecurityDescriptorToStringSecurityDescriptorW(sd, SDDL_REVISION_1, OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION, text, null),
    );
    if (rc === 0) return fail(error);
    const address = text.readBigUInt64LE(0);
    try {
      return ok(readWideAt(address));
    } finally {
      localFree(address);
    }
  } finally {
    localFree(sd);
  }
}

/** A REG_SZ or REG_DWORD value under HKEY_LOCAL_MACHINE (RegGetValueW), or the LSTATUS error. */
export function registryValue(subKey: string, value: string): Win32Result<string | number> {
  const fn = adv().RegGetValueW;
  const type = Buffer.alloc(4);
  const size = Buffer.alloc(4);
  let status = fn(HKEY_LOCAL_MACHINE, subKey, value, RRF_RT_REG_SZ | RRF_RT_REG_DWORD, type, null, size);
  if (status !== 0) return fail(status);
  const data = Buffer.alloc(size.readUInt32LE(0) + 2);
  size.writeUInt32LE(data.length, 0);
  status = fn(HKEY_LOCAL_MACHINE, subKey, value, RRF_RT_REG_SZ | RRF_RT_REG_DWORD, type, data, size);
  if (status !== 0) return fail(status);
  if (type.readUInt32LE(0) === 4) return ok(data.readUInt32LE(0));
  const length = size.readUInt32LE(0);
  let end = length;
  while (end >= 2 && data.readUInt16LE(end - 2) === 0) end -= 2;
  return ok(data.toString('utf16le', 0, end));
}
