// The cgroup facts on a real terminal: two children the test moves into a cgroup it creates show together in the
// grouping view (c: by unit) with their summed memory; the Unit, Cgroup and NS PID columns, turned on in Settings,
// show a child in that cgroup and a child under `unshare --pid --fork` as PID 1 of its namespace.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveApp, uniqueName, waitFor } from '../support/live-app.js';

/** The cgroup v2 hierarchy, wherever mountinfo says; undefined when there is none. */
const MOUNT = readFileSync('/proc/self/mountinfo', 'utf8').split('\n').map((l) => l.split(' ')).find((f) => f[f.indexOf('-') + 1] === 'cgroup2')?.[4];
// Platform limit: creating a cgroup needs a cgroup v2 mount and root (or a delegated subtree), and `unshare --pid`
// needs root; elsewhere these tests are skipped (the grouping's sums are unit-tested in test/unit/tui/panels/groups).
const CAN_CREATE = MOUNT !== undefined && process.getuid?.() === 0;

/** "1.23M" as bytes (the table's three significant digits), for comparing shown sums. */
function bytesOf(text: string): number {
  const match = /^([\d.]+)([BKMGTP])$/.exec(text.trim());
  if (!match) throw new Error(`not a byte value: ${text}`);
  return Number(match[1]) * 1024 ** 'BKMGTP'.indexOf(match[2]!);
}

describe.skipIf(!CAN_CREATE)('cgroups on a real terminal', () => {
  let app: LiveApp | null = null;
  const cgroups: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await app?.stop();
    app = null;
    // A cgroup is removed once its processes are gone (they were killed just before).
    for (const dir of cgroups.splice(0)) await waitFor(() => {
      try {
        rmdirSync(dir);
        return true;
      } catch {
        return false;
      }
    }, `the test cgroup ${dir} removed`, 10_000, 100);
  });

  /** A cgroup the test creates at the root of the hierarchy, named as a systemd scope (the Unit the path names). */
  function testCgroup(): { dir: string; unit: string } {
    const unit = `${uniqueName('wpgrp')}.scope`;
    const dir = join(MOUNT!, unit);
    mkdirSync(dir);
    cgroups.push(dir);
    return { dir, unit };
  }

  it('groups two children moved into a test cgroup under its unit, with their summed private memory', async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' });
    const { dir, unit } = testCgroup();
    const name = uniqueName('wpgc');
    const pair = [app.spawnNamed(name), app.spawnNamed(name)];
    for (const child of pair) writeFileSync(join(dir, 'cgroup.procs'), String(child.pid));
    const tmux = app.tmux;
    // Only the two children: the filter, then the grouping by unit.
    await tmux.sendKeys(app.pane, '/', name, 'Enter');
    // Rows are found by PID: the Name column may cut a 15-byte name short.
    const pidsIn = (lines: readonly string[]) => pair.filter((child) => lines.some((line) => line.trim().split(/\s+/).includes(String(child.pid)))).length;
    await waitFor(async () => pidsIn(await app!.screen()) === 2, 'both children in the filtered table');
    await tmux.sendKeys(app.pane, 'c');
    // The cgroup is read when a lifetime is first seen, again on its second pass when that was within 2 s of its start
    // (then on its turn, every 60): a child the sampler saw before the test moved it sits in the test runner's unit
    // for that one sample, and Enter expands the selected group, so Enter waits until the unit's group is the only one
    // and holds both.
    const groupLine = await waitFor(async () => {
      const groups = (await app!.screen()).filter((line) => /^[▸▾] /.test(line));
      return groups.length === 1 && groups[0]!.includes(unit) && groups[0]!.trim().split(/\s+/).at(-4) === '2' ? groups[0] : null;
    }, `the group ${unit} alone, with both children`);
    expect(groupLine).toMatch(/^▸ /);
    const header = (await app.screen()).find((line) => line.includes('Work Set'))!;
    expect(header).toMatch(/Unit.*Procs.*CPU%.*Private.*Work Set/);
    // Expand it: its two processes under it.
    await tmux.sendKeys(app.pane, 'Enter');
    const lines = await waitFor(async () => {
      const screen = await app!.screen();
      const at = screen.findIndex((line) => line.includes(unit));
      return at !== -1 && screen[at]!.startsWith('▾') && pidsIn(screen.slice(at + 1, at + 3)) === 2 ? screen.slice(at, at + 3) : null;
    }, 'the group expanded to its two processes');
    const cells = (line: string) => line.trim().split(/\s+/).slice(-4);
    const [count, , groupPrivate] = cells(lines[0]!);
    expect(count).toBe('2');
    const pids = lines.slice(1).map((line) => Number(cells(line)[0]));
    expect(pids.sort()).toEqual(pair.map((child) => child.pid).sort());
    // The group's Private is the sum of its processes' (each shown to three significant digits).
    const sum = lines.slice(1).reduce((total, line) => total + bytesOf(cells(line)[2]!), 0);
    expect(Math.abs(bytesOf(groupPrivate!) - sum) / sum).toBeLessThan(0.01);
    // c again: by container (these are host processes), then the process table again.
    await tmux.sendKeys(app.pane, 'c');
    await waitFor(async () => (await app!.screen()).some((line) => line.includes('(host: no container)')), 'the grouping by container');
    await tmux.sendKeys(app.pane, 'c');
    await waitFor(async () => {
      const screen = await app!.screen();
      return pidsIn(screen) === 2 && !screen.some((line) => line.includes('Work Set'));
    }, 'the process table again');
  });

  it('shows the Unit, Cgroup and NS PID columns turned on in Settings: a child in a test cgroup, a child under unshare --pid as NS PID 1', async () => {
    // Settings with one metric column shown, so the three turned on fit the 120-column terminal.
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, '[layout]\nvisible_columns = ["cpu_percent"]\n');
    const { dir, unit } = testCgroup();
    const name = uniqueName('wpcol');
    const member = app.spawnNamed(name);
    writeFileSync(join(dir, 'cgroup.procs'), String(member.pid));
    // unshare forks: its child, PID 1 of the new namespace, runs the named sleep copy.
    const unshare = spawn('unshare', ['--pid', '--fork', join(app.root, name), '600'], { stdio: 'ignore' });
    children.push(unshare);
    const inner = await waitFor(() => {
      try {
        return Number(readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, 'utf8').trim().split(/\s+/)[0]) || null;
      } catch {
        return null;
      }
    }, 'the child unshare forked');
    const tmux = app.tmux;
    await tmux.sendKeys(app.pane, 'o');
    for (const title of ['Unit', 'Cgroup', 'NS PID']) {
      // Down to the column's Settings line, then Space turns it on.
      await waitFor(async () => {
        const selected = (await app!.screen()).find((line) => line.includes('›'));
        if (selected !== undefined && new RegExp(`\\[ \\] Column ${title}\\s`).test(selected)) return true;
        await tmux.sendKeys(app!.pane, 'Down');
        return false;
      }, `the Settings line of the ${title} column`, 30_000, 50);
      await tmux.sendKeys(app.pane, 'Space');
      await waitFor(async () => (await app!.screen()).some((line) => new RegExp(`\\[x\\] Column ${title}\\s`).test(line)), `the ${title} column on`);
    }
    await tmux.sendKeys(app.pane, 'Escape', '/', name, 'Enter');
    const rows = await waitFor(async () => {
      const screen = await app!.screen();
      const header = screen.find((line) => line.includes('NS PID'));
      const row = (pid: number) => screen.find((line) => line.trim().split(/\s+/)[0] === String(pid));
      const inCgroup = row(member.pid!);
      const namespaced = row(inner);
      return header !== undefined && inCgroup?.includes(unit) && namespaced !== undefined ? { header, inCgroup, namespaced } : null;
    }, 'the cgroup columns with both children').catch(async (e: unknown) => {
      console.log((await app!.screen()).join('\n'), inner, member.pid);
      throw e;
    });
    expect(rows.header).toMatch(/Unit/);
    expect(rows.header).toMatch(/Cgroup/);
    const { inCgroup, namespaced } = rows;
    expect(inCgroup).toContain(`/${unit}`);
    // The NS PID column is the last shown: the namespaced child is 1 there, the member has none (a dash).
    expect(namespaced.trim().split(/\s+/).at(-1)).toBe('1');
    expect(inCgroup.trim().split(/\s+/).at(-1)).toBe('-');
  });
});
