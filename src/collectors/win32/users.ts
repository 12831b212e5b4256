// Owner names of processes: the token's user SID (OpenProcessToken + GetTokenInformation(TokenUser)) resolved with
// LookupAccountSidW, cached per SID because a lookup can reach a domain controller.
import { lookupAccountSid, openProcessToken, tokenUserSid } from '../../../native/win32/advapi32.js';
import { closeHandle } from '../../../native/win32/kernel32.js';
import type { Handle } from '../../../native/win32/common.js';

export class AccountNames {
  private readonly names = new Map<string, string | null>();

  /** The account name owning the process behind `process` (a PROCESS_QUERY_LIMITED_INFORMATION handle), or null. */
  ownerOf(process: Handle): string | null {
    const token = openProcessToken(process);
    if (!token.ok) return null;
    try {
      const sid = tokenUserSid(token.value);
      if (!sid.ok) return null;
      return this.nameOf(sid.value.text, sid.value.bytes);
    } finally {
      closeHandle(token.value);
    }
  }

  /** The account name of a SID (without its domain, like Task Manager), or the SID itself when it has no name. */
  nameOf(sidText: string, sidBytes: Buffer): string | null {
    if (this.names.has(sidText)) return this.names.get(sidText) ?? null;
    const r = lookupAccountSid(sidBytes);
    const name = r.ok && r.value.name !== '' ? r.value.name : sidText;
    this.names.set(sidText, name);
    return name;
  }
}
