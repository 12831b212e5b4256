// Guards the Windows endpoint's decisions on token data (recorded under Wine, and representative Windows 11 tokens
// for what Wine cannot produce): who may connect, which server a bridge accepts, the names, the DACL and its read-back,
// and how Win32 errors map onto endpoint outcomes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decideAppliedDacl,
  decideFirstInstanceError,
  decideMarkerProbe,
  decideOpenError,
  decidePeerWin32,
  decideServerWin32,
  endpointSddl,
  isLogonSid,
  markerName,
  pipeName,
  type TokenFactsInput,
} from '../../../src/ipc/peer-win32.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const wine = fixture('wine-8.0.json') as { tokenFacts: TokenFactsInput & { logonSid: string } };
const win11 = fixture('windows-11-tokens.json') as Record<
  'userMedium' | 'userMediumBridge' | 'userElevated' | 'userLowSandbox' | 'sameUserOtherLogon' | 'otherUserSameSession' | 'unreadable',
  TokenFactsInput
>;

describe('server side: decidePeerWin32 (on accept)', () => {
  it('same session: the recorded Wine token on both ends is accepted', () => {
    const d = decidePeerWin32({ server: wine.tokenFacts, peer: { ...wine.tokenFacts, pid: 300 } });
    expect(d).toMatchObject({ verdict: 'accept', peer: { platform: 'win32', pid: 300, logonSid: 'S-1-5-5-0-0', integrityRid: 0x3000 } });
  });

  it('same session on Windows 11: a medium bridge and a medium backend of one logon', () => {
    expect(decidePeerWin32({ server: win11.userMedium, peer: win11.userMediumBridge }).verdict).toBe('accept');
  });

  it.each([
    ['foreign logon SID (same user, another logon session)', win11.userMedium, win11.sameUserOtherLogon, 'LOGON_SESSION_MISMATCH'],
    ['another user in the same terminal session', win11.userMedium, win11.otherUserSameSession, 'USER_MISMATCH'],
    ['lower integrity: a low-integrity sandbox against a medium backend', win11.userMedium, win11.userLowSandbox, 'INTEGRITY_TOO_LOW'],
    ['elevated backend: a medium bridge never reaches it', win11.userElevated, win11.userMediumBridge, 'INTEGRITY_TOO_LOW'],
    ['elevated bridge against a medium backend: levels must match', win11.userMedium, win11.userElevated, 'INTEGRITY_MISMATCH'],
    ['a peer whose token cannot be read', win11.userMedium, win11.unreadable, 'CREDENTIALS_UNAVAILABLE'],
  ] as const)('%s is refused', (_name, server, peer, reason) => {
    const d = decidePeerWin32({ server, peer });
    expect(d.verdict).toBe('reject');
    if (d.verdict === 'reject') {
      expect(d.reason).toBe(reason);
      expect(d.peer?.pid).toBe(peer.pid);
      expect(d.message).not.toContain(peer.userSid ?? 'never');
    }
  });

  it('a client process that cannot be opened is refused without an identity', () => {
    expect(decidePeerWin32({ server: win11.userMedium, peer: null })).toMatchObject({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', peer: null });
  });

  it('equal integrity but different elevation (UAC disabled) is refused', () => {
    const d = decidePeerWin32({ server: { ...win11.userMedium, elevated: true }, peer: win11.userMediumBridge });
    expect(d).toMatchObject({ verdict: 'reject', reason: 'ELEVATION_MISMATCH' });
  });

  it('a backend whose own facts are incomplete accepts nobody', () => {
    expect(decidePeerWin32({ server: win11.unreadable, peer: win11.userMedium })).toMatchObject({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE' });
  });
});

describe('client side: decideServerWin32 (on connect)', () => {
  it('same session: accepted', () => {
    expect(decideServerWin32({ client: wine.tokenFacts, server: { ...wine.tokenFacts, pid: 77 } }).verdict).toBe('accept');
    expect(decideServerWin32({ client: win11.userMediumBridge, server: win11.userMedium }).verdict).toBe('accept');
  });

  it('an elevated backend is not refused by the bridge (the backend refuses the bridge itself)', () => {
    expect(decideServerWin32({ client: win11.userMediumBridge, server: win11.userElevated }).verdict).toBe('accept');
  });

  it.each([
    ['a lower-integrity squatter', win11.userMediumBridge, win11.userLowSandbox, 'INTEGRITY_TOO_LOW'],
    ['a server in a foreign logon session', win11.userMediumBridge, win11.sameUserOtherLogon, 'LOGON_SESSION_MISMATCH'],
    ['a server running as another user', win11.userMediumBridge, win11.otherUserSameSession, 'USER_MISMATCH'],
    ['a server whose token cannot be read', win11.userMediumBridge, win11.unreadable, 'CREDENTIALS_UNAVAILABLE'],
  ] as const)('%s is refused (squatting fails closed)', (_name, client, server, reason) => {
    expect(decideServerWin32({ client, server })).toMatchObject({ verdict: 'reject', reason });
  });

  it('a server PID that cannot be opened is refused', () => {
    expect(decideServerWin32({ client: win11.userMediumBridge, server: null })).toMatchObject({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', peer: null });
  });
});

describe('names derived from the logon SID', () => {
  it('pipe and session-local markers', () => {
    expect(pipeName('S-1-5-5-0-235197')).toBe('\\\\.\\pipe\\winproc-tui.mcp.v1.S-1-5-5-0-235197');
    expect(markerName('instance', 'S-1-5-5-0-235197')).toBe('Local\\winproc-tui.instance.S-1-5-5-0-235197');
    expect(markerName('launch', 'S-1-5-5-0-235197')).toBe('Local\\winproc-tui.launch.S-1-5-5-0-235197');
  });

  it.each(['S-1-5-21-1-2-3-1000', 'S-1-5-5-0', '..\\..\\pipe\\x', 'S-1-5-5-0-1\\evil', ''])('refuses a name part that is not a logon SID: %s', (sid) => {
    expect(isLogonSid(sid)).toBe(false);
    expect(() => pipeName(sid)).toThrow();
    expect(() => markerName('launch', sid)).toThrow();
    expect(() => endpointSddl(sid)).toThrow();
  });

  it('the DACL grants only the logon SID and is protected', () => {
    expect(endpointSddl('S-1-5-5-0-235197')).toBe('D:P(A;;GA;;;S-1-5-5-0-235197)');
  });
});

describe('decideAppliedDacl (what reading the DACL back from our first instance must show)', () => {
  const sid = 'S-1-5-5-0-235197';
  it.each([
    ['as Wine returns it', 'O:S-1-5-21-0-0-0-513D:P(A;;GA;;;S-1-5-5-0-235197)'],
    ['as Windows maps GA for a pipe', 'O:S-1-5-21-3623811015-3361044348-30300820-1013D:P(A;;FA;;;S-1-5-5-0-235197)'],
    ['with the numeric FILE_ALL_ACCESS mask', 'D:P(A;;0x1f01ff;;;S-1-5-5-0-235197)'],
  ])('accepts our DACL %s', (_name, sddl) => {
    expect(decideAppliedDacl(sddl, sid)).toEqual({ ok: true });
  });

  it.each([
    ['a squatter granting Everyone', 'D:P(A;;GA;;;WD)'],
    ['an unprotected DACL', 'D:(A;;GA;;;S-1-5-5-0-235197)'],
    ['an additional ACE for another principal', 'D:P(A;;GA;;;S-1-5-5-0-235197)(A;;GR;;;WD)'],
    ['a deny-only DACL', 'D:P(D;;GA;;;S-1-5-5-0-235197)'],
    ['another logon SID', 'D:P(A;;GA;;;S-1-5-5-0-1)'],
    ['no DACL', 'O:BA'],
    ['an empty DACL', 'D:P'],
    ['restricted rights', 'D:P(A;;GR;;;S-1-5-5-0-235197)'],
  ])('refuses %s', (_name, sddl) => {
    expect(decideAppliedDacl(sddl, sid).ok).toBe(false);
  });
});

describe('Win32 errors → endpoint outcomes', () => {
  it.each([
    [2, 'missing'],
    [3, 'missing'],
    [231, 'busy'],
    [5, 'access-denied'],
    [1450, 'other'],
  ] as const)('CreateFileW error %i → %s (only a missing pipe permits a startup)', (error, outcome) => {
    expect(decideOpenError(error)).toBe(outcome);
  });

  it.each([
    [5, 'name-taken'],
    [231, 'name-taken'],
    [87, 'failed'],
  ] as const)('first-instance CreateNamedPipeW error %i → %s', (error, outcome) => {
    expect(decideFirstInstanceError(error)).toBe(outcome);
  });

  it('marker probes: opened → held; not found → not held; anything else fails closed', () => {
    expect(decideMarkerProbe({ ok: true })).toEqual({ state: 'held' });
    expect(decideMarkerProbe({ ok: false, error: 2 })).toEqual({ state: 'not-held' });
    expect(decideMarkerProbe({ ok: false, error: 5 }).state).toBe('inaccessible');
    expect(decideMarkerProbe({ ok: false, error: 6 }).state).toBe('inaccessible');
  });
});
