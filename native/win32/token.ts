// The facts of a process token that peer checks and collectors need (user, logon SID, integrity, elevation,
// session), read in one place from advapi32. Each fact that cannot be read is null, never guessed.
import { tokenElevated, tokenIntegrityRid, tokenLogonSessionId, tokenLogonSid, tokenSessionId, tokenUserSid, openProcessToken } from './advapi32.js';
import { closeHandle, openProcess, PROCESS_QUERY_LIMITED_INFORMATION } from './kernel32.js';
import { CURRENT_PROCESS, fail, ok, type Handle, type Win32Result } from './common.js';

export interface TokenFacts {
  readonly pid: number;
  readonly userSid: string | null;
  /** S-1-5-5-X-Y: the logon session's SID. */
  readonly logonSid: string | null;
  /** Where the logon SID came from (TokenLogonSid, or the SE_GROUP_LOGON_ID group of TokenGroups). */
  readonly logonSidSource: 'TokenLogonSid' | 'TokenGroups' | null;
  /** Mandatory integrity level RID (0x2000 medium, 0x3000 high, …). */
  readonly integrityRid: number | null;
  readonly elevated: boolean | null;
  readonly sessionId: number | null;
  /** TOKEN_STATISTICS.AuthenticationId as `high:low` hex. */
  readonly logonSessionId: string | null;
}

function value<T>(r: Win32Result<T>): T | null {
  return r.ok ? r.value : null;
}

/** Token facts of the process behind `process` (a handle with PROCESS_QUERY_LIMITED_INFORMATION). */
export function tokenFactsOfHandle(process: Handle, pid: number): Win32Result<TokenFacts> {
  const token = openProcessToken(process);
  if (!token.ok) return token;
  try {
    const logon = value(tokenLogonSid(token.value));
    return ok({
      pid,
      userSid: value(tokenUserSid(token.value))?.text ?? null,
      logonSid: logon?.text ?? null,
      logonSidSource: logon?.source ?? null,
      integrityRid: value(tokenIntegrityRid(token.value))?.rid ?? null,
      elevated: value(tokenElevated(token.value)),
      sessionId: value(tokenSessionId(token.value)),
      logonSessionId: value(tokenLogonSessionId(token.value)),
    });
  } finally {
    closeHandle(token.value);
  }
}

/** Token facts of another process by PID. */
export function tokenFactsOfPid(pid: number): Win32Result<TokenFacts> {
  const process = openProcess(pid, PROCESS_QUERY_LIMITED_INFORMATION);
  if (!process.ok) return fail(process.error);
  try {
    return tokenFactsOfHandle(process.value, pid);
  } finally {
    closeHandle(process.value);
  }
}

/** Token facts of this process. */
export function currentTokenFacts(): Win32Result<TokenFacts> {
  return tokenFactsOfHandle(CURRENT_PROCESS, process.pid);
}
