// Guards the suites' requirements (test/support): a system test without tmux, and a root-only suite run as another
// user, fail with the reason instead of skipping, so neither can pass silently.
import { describe, expect, it } from 'vitest';
import { requireRoot, requireUserSwitching } from '../../support/privileges.js';
import { requireTmux } from '../../support/tmux.js';

describe('suite requirements', () => {
  it('tmux: true when it runs, else an error that says to install it', () => {
    expect(requireTmux()).toBe(true);
    expect(() => requireTmux({ ...process.env, PATH: '/nonexistent' })).toThrow(/tmux is required .* not skipped/);
  });

  it('root and setpriv: true as root, else an error naming what needs them', () => {
    expect(requireRoot('x', 0)).toBe(true);
    expect(() => requireRoot('The tmpfs check', 1000)).toThrow(/The tmpfs check needs root .*euid 1000/);
    expect(() => requireUserSwitching('Peer checks', 1000)).toThrow(/needs root/);
  });
});
