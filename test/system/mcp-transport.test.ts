// Criterion 12.2 on Linux: the MCP path uses only stdio and the local Unix domain socket. While a real bridge is
// connected to the real application and calls run (a host-wide network capture included, which reads the OS's
// socket tables but opens no socket), every socket descriptor of the bridge, the application and the
// application's helper processes is a Unix socket (or the sampler's NETLINK_SOCK_DIAG query socket): none is in the TCP, UDP or raw tables of their network
// namespace, so no listener, outbound connection or DNS lookup exists at those moments.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, waitFor, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

/** Socket inodes a process holds (`socket:[N]` links of its descriptors); empty when it is gone. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (link.startsWith('socket:[')) inodes.add(link.slice(8, -1));
    } catch {
      // closed between the listing and the read
    }
  }
  return inodes;
}

/** Inodes of the sockets in a process's network namespace tables of `kind` (tcp, udp6, raw, unix...). */
function tableInodes(pid: number, kind: string): Set<string> {
  const inodes = new Set<string>();
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/net/${kind}`, 'utf8');
  } catch {
    return inodes;
  }
  const lines = text.trim().split('\n').slice(1);
  // unix: Num RefCount Protocol Flags Type St Inode Path; tcp, udp, raw: sl local rem st tx:rx tr:when retrnsmt uid timeout inode.
  const column = kind === 'unix' ? 6 : 9;
  for (const line of lines) inodes.add(line.trim().split(/\s+/)[column]!);
  return inodes;
}

/** The protocol number of NETLINK_SOCK_DIAG (linux/netlink.h), the per-process network throughput's source. */
const NETLINK_SOCK_DIAG = '4';

/** Inodes of the netlink sockets of one protocol in a process's namespace (/proc/net/netlink: sk Eth ... Inode). */
function netlinkInodes(pid: number, protocol: string): Set<string> {
  const inodes = new Set<string>();
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/net/netlink`, 'utf8');
  } catch {
    return inodes;
  }
  for (const line of text.trim().split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === protocol) inodes.add(fields[9]!);
  }
  return inodes;
}

/** PIDs whose command line names the built application with this test's runtime directory, and their children. */
function applicationPids(runtimeDir: string): number[] {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  const app = all.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/cli.js') && readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`XDG_RUNTIME_DIR=${runtimeDir}\0`);
    } catch {
      return false;
    }
  });
  const children = all.filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      return app.includes(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      return false;
    }
  });
  return [...new Set([...app, ...children])];
}

describe.skipIf(!requireTmux())('the MCP path is local only (12.2)', () => {
  let app: LiveApp;
  let client: Session;

  beforeAll(async () => {
    app = await LiveApp.start();
    client = await app.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('holds only Unix sockets in the bridge, the application and its helpers while calls run', async () => {
    // Calls that use the endpoint, the investigation pool and the path helper; the network capture reads the
    // kernel's tables host-wide, which is OS-table observation, not MCP network transport.
    await client.ok('winproc_get_status');
    await client.ok('winproc_list_processes', { limit: 5 });
    await client.ok('winproc_start_capture', { kind: 'network', wait_ms: 10_000 });
    // The descriptors are read while this host-wide scan runs in the pool and its path helper.
    const files = client.ok('winproc_start_capture', { kind: 'file_users', wait_ms: 10_000 });
    const bridgePid = client.transport.pid!;
    const pids = [bridgePid, ...applicationPids(app.runtimeDir)];
    expect(pids.length).toBeGreaterThanOrEqual(2); // the bridge and the application at least
    const seen: Record<number, number> = {};
    for (const pid of pids) {
      const held = socketInodes(pid);
      seen[pid] = held.size;
      const inet = new Set(['tcp', 'tcp6', 'udp', 'udp6', 'udplite', 'udplite6', 'raw', 'raw6'].flatMap((kind) => [...tableInodes(pid, kind)]));
      const unix = tableInodes(pid, 'unix');
      const foreign = [...held].filter((inode) => inet.has(inode));
      expect(foreign, `inet sockets of PID ${pid}`).toEqual([]);
      // Every socket is accounted for as a Unix socket or the sampler's socket-diagnostics netlink socket (the kernel's
      // socket table as a query, like /proc/net: no network transport); packet sockets or other netlink families
      // would show here.
      const sockDiag = netlinkInodes(pid, NETLINK_SOCK_DIAG);
      expect([...held].filter((inode) => !unix.has(inode) && !sockDiag.has(inode)), `non-Unix sockets of PID ${pid}`).toEqual([]);
    }
    expect(seen[bridgePid]).toBeGreaterThanOrEqual(1); // the bridge's connection to the endpoint
    await files;
  });

  it('opens no inet socket and makes no DNS lookup in the bridge or the application for a whole workflow (strace)', async () => {
    // The descriptor check above sees one instant; this one traces every socket and connect call of the bridge and
    // the application (all threads, and helpers they start: -f) from before the first call to after the last.
    // A DNS lookup would show as an AF_INET/AF_INET6 datagram socket or a connect to port 53.
    const bridgePid = client.transport.pid!;
    const appPid = applicationPids(app.runtimeDir).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cli.js'))!;
    const log = join(app.runtimeDir, 'strace.log');
    const tracer = spawn('strace', ['-f', '-e', 'trace=socket,connect,sendto,sendmsg,openat', '-o', log, '-p', String(bridgePid), '-p', String(appPid)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let attachNotes = '';
    tracer.stderr.on('data', (chunk: Buffer) => (attachNotes += chunk.toString()));
    const exited = new Promise((resolve) => tracer.once('exit', resolve));
    await waitFor(async () => ((attachNotes.match(/attached/g) ?? []).length >= 2 ? true : undefined), `strace attached (${attachNotes})`, 20_000);
    await client.ok('winproc_get_status');
    await client.ok('winproc_list_processes', { limit: 5 });
    await client.ok('winproc_start_capture', { kind: 'network', wait_ms: 10_000 });
    await client.ok('winproc_start_capture', { kind: 'file_users', wait_ms: 10_000 });
    await client.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'] });
    tracer.kill('SIGINT');
    await exited;
    const lines = readFileSync(log, 'utf8').split('\n');
    // The trace followed the work: the application's threads opened /proc files for the captures and samples.
    expect(lines.filter((line) => /openat\(.*"\/proc\//.test(line)).length, `the trace followed the workflow (${lines.length} traced calls; ${attachNotes.trim()})`).toBeGreaterThan(0);
    const calls = lines.filter((line) => /socket\(|connect\(|sendto\(|sendmsg\(/.test(line));
    // An inet socket is created as socket(AF_INET…) or socket(AF_INET6…) and addressed with sa_family=AF_INET(6); the
    // sampler's socket-diagnostics query names a family inside its netlink payload (idiag_family=AF_INET), which is a
    // question to the kernel about its socket table, not a socket of ours.
    expect(calls.filter((line) => /socket\(AF_INET6?\b|sa_family=AF_INET6?\b|sin6?_port=htons\(53\)/.test(line))).toEqual([]);
    // The netlink sockets it did open are socket diagnostics only.
    expect(calls.filter((line) => /socket\(AF_NETLINK\b/.test(line) && !/NETLINK_SOCK_DIAG/.test(line))).toEqual([]);
  });
});
