// Records raw Win32 output under Wine for the Linux unit tests of the pure decoders and decisions
// (test/unit/win32/fixtures/wine-8.0.json): token buffers with the native address they were filled at, the token
// facts read from them, and endpoint tables with a UDP socket of our own. Run it through the lane's tooling:
//   node test/win32/build-recorder.mjs && wine .cache/win32/node/node.exe .cache/win32/dist/record-fixtures.js <out.json>
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import { openProcessToken, tokenInformation, TokenGroups, TokenIntegrityLevel, TokenLogonSid, TokenUser } from '../../native/win32/advapi32.js';
import { addressOf, CURRENT_PROCESS } from '../../native/win32/common.js';
import { AF_INET, tcpTableBytes, udpTableBytes } from '../../native/win32/iphlpapi.js';
import { wineVersionString } from '../../native/win32/ntdll.js';
import { currentTokenFacts } from '../../native/win32/token.js';

const out = process.argv[2];
if (out === undefined) throw new Error('usage: record-fixtures.js <out.json>');

const token = openProcessToken(CURRENT_PROCESS);
if (!token.ok) throw new Error(`OpenProcessToken failed ${token.error}`);
const tokens: Record<string, { hex: string; base: string }> = {};
for (const [name, cls] of [['TokenUser', TokenUser], ['TokenGroups', TokenGroups], ['TokenLogonSid', TokenLogonSid], ['TokenIntegrityLevel', TokenIntegrityLevel]] as const) {
  const info = tokenInformation(token.value, cls);
  if (info.ok) tokens[name] = { hex: info.value.toString('hex'), base: addressOf(info.value).toString() };
}

const udp = createSocket('udp4');
await new Promise<void>((r) => udp.bind(0, '127.0.0.1', () => r()));
const server = createServer();
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const udpTable = udpTableBytes(AF_INET);
const tcpTable = tcpTableBytes(AF_INET);
const facts = currentTokenFacts();

writeFileSync(
  out,
  `${JSON.stringify(
    {
      recorded: `Wine ${wineVersionString()} under the Windows lane, ${new Date().toISOString().slice(0, 10)}, node ${process.version}`,
      pid: process.pid,
      tokenFacts: facts.ok ? facts.value : null,
      tokens,
      udpPort: (udp.address() as { port: number }).port,
      udpTable: udpTable.ok ? udpTable.value.buffer.subarray(0, udpTable.value.length).toString('hex') : null,
      tcpPort: (server.address() as { port: number }).port,
      tcpTable: tcpTable.ok ? tcpTable.value.buffer.subarray(0, tcpTable.value.length).toString('hex') : null,
    },
    null,
    2,
  )}\n`,
);
udp.close();
server.close();
process.exit(0);
