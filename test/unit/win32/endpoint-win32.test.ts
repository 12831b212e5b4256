// Guards the Windows endpoint's construction on Linux (no native call is made until it is used): the pipe path from
// the logon SID, refusal without one, and that a stream the endpoint did not accept or open is never trusted.
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Win32Endpoint } from '../../../src/ipc/endpoint-win32.js';
import { EndpointInsecureError } from '../../../src/ipc/errors.js';

const facts = {
  pid: 4120,
  userSid: 'S-1-5-21-3623811015-3361044348-30300820-1013',
  logonSid: 'S-1-5-5-0-235197',
  logonSidSource: 'TokenLogonSid' as const,
  integrityRid: 0x2000,
  elevated: false,
  sessionId: 1,
  logonSessionId: '0:0003a6bd',
};

describe('Win32Endpoint', () => {
  it('names the pipe after the logon SID of its own token', () => {
    const ep = new Win32Endpoint({ self: facts });
    expect(ep.platform).toBe('win32');
    expect(ep.path).toBe('\\\\.\\pipe\\winproc-tui.mcp.v1.S-1-5-5-0-235197');
    expect(ep.logonSid).toBe('S-1-5-5-0-235197');
  });

  it.each([null, 'S-1-5-21-1-2-3-1000'])('fails closed when the logon SID is %s', (logonSid) => {
    expect(() => new Win32Endpoint({ self: { ...facts, logonSid } })).toThrow(EndpointInsecureError);
  });

  it('refuses a stream it did not accept or open', () => {
    const ep = new Win32Endpoint({ self: facts, factsOfPid: () => facts });
    const stream = new Socket();
    expect(ep.verifyPeer(stream)).toMatchObject({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE' });
    expect(ep.verifyServer(stream)).toMatchObject({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE' });
    stream.destroy();
  });
});
