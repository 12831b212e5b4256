// Real MCP clients meet the application the person started (spec §3.2, §8; issue 30): bridges start with only the
// SDK's default environment (HOME, LOGNAME, PATH, SHELL, TERM, USER; no XDG_*, TMUX or TMUX_TMPDIR injected). Each
// test runs the TUI and the bridges as a fresh uid (test/support/fresh-user.ts), so the user's default locations
// (/run/user/<uid>, /tmp/winproc-tui-<uid>, the default tmux socket) are its own. Covered: a TUI started with
// XDG_RUNTIME_DIR=/run/user/<uid> and one started with no runtime variable (and another TMPDIR) are reached; a
// stripped bridge opens the TUI in the user's tmux server, which hands it the server's environment, not the
// client's NO_COLOR/TERM=dumb; a client idle for more than 60 s keeps its references while newcomers fill the
// four connections and the fifth is refused.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetMetricsData, GetStatusData } from '../../generated/types/tools.js';
import { CLI } from '../support/bridge.js';
import { FreshUser } from '../support/fresh-user.js';
import { requireUserSwitching } from '../support/privileges.js';
import { Session, waitFor } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

/**
 * A bridge as an MCP client starts it: the SDK's StdioClientTransport with no `env` of its own but the user's login
 * values of its default set (as the person's client would have them), run as the fresh uid. `extra` adds what a
 * client may set for itself (NO_COLOR, TERM=dumb).
 */
async function bridgeAs(user: FreshUser, extra: Record<string, string> = {}): Promise<Session> {
  const env = { HOME: user.loginEnv.HOME!, USER: user.loginEnv.USER!, LOGNAME: user.loginEnv.LOGNAME!, ...extra };
  const transport = new StdioClientTransport({ command: 'setpriv', args: [...user.asUser, process.execPath, CLI, 'mcp-bridge'], env, stderr: 'pipe' });
  const client = new Client({ name: 'stripped-env-client', version: '1.0.0' });
  await client.connect(transport);
  await client.listTools();
  return new Session(client, transport);
}

/** The bridge's own environment, read back from /proc: proof that nothing beyond the SDK's default set was injected. */
function environmentOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

const SDK_DEFAULT_SET = ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'];

describe.runIf(requireTmux() && requireUserSwitching('the stripped-environment suite'))('real MCP clients with a stripped environment, as a fresh uid', () => {
  let user: FreshUser | null = null;
  const sessions: Session[] = [];
  const open = async (extra: Record<string, string> = {}) => {
    const session = await bridgeAs(user!, extra);
    sessions.push(session);
    return session;
  };

  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.close();
    await user?.cleanup();
    user = null;
  });

  /** Starts the TUI in window 0 of the user's tmux server and waits for its socket at `socketPath`. */
  async function startTui(socketPath: string): Promise<number> {
    await user!.tmux('send-keys', '-t', 'main:0', `exec ${process.execPath} ${CLI}`, 'Enter');
    await waitFor(() => existsSync(socketPath), `the application's socket at ${socketPath}`, 30_000);
    return waitFor(() => user!.applicationPids(CLI)[0], 'the application process');
  }

  it('reaches a TUI started with XDG_RUNTIME_DIR=/run/user/<uid>: one application, the same backend instance', async () => {
    user = FreshUser.create();
    const logind = user.makeLogindDirectory();
    // The TUI runs in a desktop-like terminal whose environment names the logind directory.
    await user.startTmux({ ...user.loginEnv, TERM: 'xterm-256color', XDG_RUNTIME_DIR: logind });
    const appPid = await startTui(`${logind}/winproc-tui/mcp.v1.sock`);

    const stripped = await open();
    const bridgeEnv = environmentOf(stripped.transport.pid!);
    expect(Object.keys(bridgeEnv).filter((key) => !SDK_DEFAULT_SET.includes(key))).toEqual([]);
    const first = await stripped.ok<GetStatusData>('winproc_get_status');
    // A bridge that passes the variable reaches the same listener.
    const withXdg = await open({ XDG_RUNTIME_DIR: logind });
    const second = await withXdg.ok<GetStatusData>('winproc_get_status');
    expect(first.backend_instance_id).toMatch(/\S/);
    expect(second.backend_instance_id).toBe(first.backend_instance_id);
    expect(user.applicationPids(CLI)).toEqual([appPid]);
    // No window was added: the pane's own shell (renamed after what runs in it) is the only one.
    expect(await user.windowNames()).toHaveLength(1);
    // Nothing was published in the /tmp fallback.
    expect(existsSync(`/tmp/winproc-tui-${user.uid}/mcp.v1.sock`)).toBe(false);
  });

  it('reaches a TUI started with no runtime variable (and its own TMPDIR) from a bridge with none', async () => {
    user = FreshUser.create();
    // No /run/user/<uid>: both sides fall back to /tmp/winproc-tui-<uid>, whatever TMPDIR the TUI had.
    await user.startTmux({ ...user.loginEnv, TERM: 'xterm-256color', TMPDIR: user.home });
    const appPid = await startTui(`/tmp/winproc-tui-${user.uid}/mcp.v1.sock`);
    expect((lstatSync(`/tmp/winproc-tui-${user.uid}`).mode & 0o777).toString(8)).toBe('700');

    const first = await (await open()).ok<GetStatusData>('winproc_get_status');
    const second = await (await open()).ok<GetStatusData>('winproc_get_status');
    expect(second.backend_instance_id).toBe(first.backend_instance_id);
    expect(user.applicationPids(CLI)).toEqual([appPid]);
    expect(await user.windowNames()).toHaveLength(1);
  });

  it("opens the TUI in the user's tmux server (default socket) from a stripped bridge, with the server's environment", async () => {
    user = FreshUser.create();
    await user.startTmux({ ...user.loginEnv, TERM: 'xterm-256color', LANG: 'C.UTF-8' });
    // The client sets its own NO_COLOR and TERM=dumb; neither may reach the application (spec §3.2 step 5).
    const session = await open({ NO_COLOR: '1', TERM: 'dumb' });
    const status = await session.ok<GetStatusData>('winproc_get_status');
    expect(status.backend_instance_id).toMatch(/\S/);
    expect(await user.windowNames()).toEqual(['bash', 'winproc-tui']);
    const [appPid] = user.applicationPids(CLI);
    const appEnv = environmentOf(appPid!);
    expect(appEnv.NO_COLOR).toBeUndefined();
    expect(appEnv.TERM).not.toBe('dumb');
    expect(appEnv.LANG).toBe('C.UTF-8');
    // And it draws there: the TUI's header in the new window.
    await waitFor(async () => (await user!.tmux('capture-pane', '-p', '-t', 'main:winproc-tui')).includes('winproc-tui'), 'the TUI in the new window');
  });

  it('keeps a client idle for more than 60 s with its references while newcomers fill the four connections; the fifth is refused', async () => {
    user = FreshUser.create();
    await user.startTmux({ ...user.loginEnv, TERM: 'xterm-256color' });
    const appPid = await startTui(`/tmp/winproc-tui-${user.uid}/mcp.v1.sock`);
    const idle = await open();
    const listed = await idle.ok<{ rows: { pid: number; process_ref: string }[] }>('winproc_list_processes', { filter: { pid: appPid } });
    const ref = listed.data.rows.find((row) => row.pid === appPid)!.process_ref;
    // The product has no idle threshold left to shorten: the test idles past the old 60 s eviction for real.
    await sleep(61_000);
    const newcomers = [await open(), await open(), await open()];
    for (const newcomer of newcomers) expect((await newcomer.ok<GetStatusData>('winproc_get_status')).backend_instance_id).toMatch(/\S/);
    const fifth = await open();
    const refused = await fifth.fails('winproc_get_status', {}, 'BACKEND_UNAVAILABLE');
    expect(refused.message).toMatch(/4 MCP clients are already connected/);
    expect(refused.retryable).toBe(true);
    // Refused, not launched over: still one application.
    expect(user.applicationPids(CLI)).toEqual([appPid]);
    // The idle client's connection-owned reference still resolves (a closed connection would make it REFERENCE_INVALID).
    const metrics = await idle.ok<GetMetricsData>('winproc_get_metrics', { metric_ids: ['thread_count'], targets: [{ process_ref: ref }] });
    expect(metrics.data.samples[0]!.values.thread_count).toBeDefined();
    // A freed slot admits the waiting client on its next call.
    await newcomers[0]!.close();
    await waitFor(async () => !(await fifth.call('winproc_get_status')).isError, 'the fifth client admitted after one left', 20_000, 300);
  }, 180_000);
});
