// Guards the diagnostics IPC codec against the protocol's byte layout: the worked CollectTracing2 example, StopTracing,
// replies split across reads, error replies, and malformed or truncated replies failing instead of reading garbage.
import { describe, expect, it } from 'vitest';
import { clrMajor, collectTracing2Request, HRESULT, ipcString, IpcProtocolError, parseProcessInfo, parseSessionId, processInfo2Request, providerArguments, readReply, stopTracingRequest } from '../../../../src/collectors/dotnet/ipc.js';

const MAGIC_HEX = '444f544e45545f4950435f563100';

function reply(id: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(20);
  Buffer.from(MAGIC_HEX, 'hex').copy(header);
  header.writeUInt16LE(20 + payload.length, 14);
  header[16] = 0xff;
  header[17] = id;
  return Buffer.concat([header, payload]);
}

describe('requests', () => {
  it('encodes the worked CollectTracing2 example of the facts sheet byte for byte', () => {
    const bytes = collectTracing2Request([{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', '1']] }], 256);
    expect(bytes.length).toBe(135);
    expect(bytes.subarray(0, 20).toString('hex')).toBe(`${MAGIC_HEX}87000203` + '0000');
    const payload = bytes.subarray(20);
    expect(payload.subarray(0, 13).toString('hex')).toBe('00010000' + '01000000' + '00' + '01000000');
    expect(payload.subarray(13, 25).toString('hex')).toBe('0000000000000000' + '04000000');
    expect(payload.readUInt32LE(25)).toBe(15);
    expect(payload.toString('utf16le', 29, 29 + 30)).toBe('System.Runtime\0');
    expect(payload.readUInt32LE(59)).toBe(26);
    expect(payload.toString('utf16le', 63, 63 + 52)).toBe('EventCounterIntervalSec=1\0');
  });

  it('encodes StopTracing with the session id (28 bytes) and ProcessInfo2 without payload', () => {
    const stop = stopTracingRequest(0x1122334455667788n);
    expect(stop.length).toBe(28);
    expect(stop.subarray(16, 18).toString('hex')).toBe('0201');
    expect(stop.readBigUInt64LE(20)).toBe(0x1122334455667788n);
    expect(processInfo2Request().subarray(14).toString('hex')).toBe('140004040000');
  });

  it('quotes argument keys and values that contain ; or = as NETCore.Client does', () => {
    expect(providerArguments([['Metrics', 'System.Runtime'], ['Filter', 'a=b;c']])).toBe('Metrics=System.Runtime;Filter="a=b;c"');
    expect(ipcString('').toString('hex')).toBe('010000000000');
  });
});

describe('replies', () => {
  it('waits for a reply split across reads and leaves the following stream bytes', () => {
    const ok = reply(0x00, Buffer.from('0102030405060708', 'hex'));
    const stream = Buffer.from('Nettrace');
    const all = Buffer.concat([ok, stream]);
    for (let cut = 0; cut < ok.length; cut++) expect(readReply(all.subarray(0, cut))).toBeNull();
    const read = readReply(all)!;
    expect(read.consumed).toBe(28);
    expect(read.reply.ok && parseSessionId(read.reply.payload)).toBe(0x0807060504030201n);
  });

  it('reads an error reply as its HRESULT', () => {
    const payload = Buffer.alloc(4);
    payload.writeUInt32LE(HRESULT.unknownCommand, 0);
    expect(readReply(reply(0xff, payload))?.reply).toEqual({ ok: false, hresult: HRESULT.unknownCommand });
  });

  it('rejects a reply without the magic, with an impossible size or a foreign command set', () => {
    expect(() => readReply(Buffer.alloc(24, 0x41))).toThrow(IpcProtocolError);
    const small = reply(0, Buffer.alloc(0));
    small.writeUInt16LE(3, 14);
    expect(() => readReply(small)).toThrow(IpcProtocolError);
    const foreign = reply(0, Buffer.alloc(0));
    foreign[16] = 0x02;
    expect(() => readReply(foreign)).toThrow(IpcProtocolError);
  });

  it('parses ProcessInfo2 (cookie after the PID) and fails on a truncated one', () => {
    const pid = Buffer.alloc(8);
    pid.writeBigUInt64LE(4242n, 0);
    const payload = Buffer.concat([pid, Buffer.alloc(16, 7), ipcString('/usr/bin/app --x'), ipcString('Linux'), ipcString('x64'), ipcString('app'), ipcString('10.0.12+abc')]);
    expect(parseProcessInfo(payload, 2)).toEqual({ processId: 4242n, commandLine: '/usr/bin/app --x', os: 'Linux', arch: 'x64', clrProductVersion: '10.0.12+abc' });
    expect(() => parseProcessInfo(payload.subarray(0, payload.length - 3), 2)).toThrow(IpcProtocolError);
    const huge = Buffer.concat([pid, Buffer.alloc(16), Buffer.from('ffffff7f', 'hex')]);
    expect(() => parseProcessInfo(huge, 1)).toThrow(IpcProtocolError);
  });

  it('reads the CLR major version from product versions with prerelease and build parts', () => {
    expect(clrMajor('10.0.0-rc.1.25451.107+abcdef')).toBe(10);
    expect(clrMajor('8.0.11')).toBe(8);
    expect(clrMajor('')).toBeNull();
    expect(clrMajor(null)).toBeNull();
  });
});
