// Guards criterion 12.13's launch outcomes at the bridge gateway's public behaviour, with a real endpoint and a real
// spawned launcher: readiness is bounded (a launcher that starts nothing that listens ends in BACKEND_UNAVAILABLE at the
// 12 s deadline, counted on an injected clock, never a wall-clock assertion), a terminal that cannot be started is
// BACKEND_UNAVAILABLE naming it, and a call cancelled after the launch is CANCELLED, not sent. Kept small: the
// launcher itself is reworked elsewhere; only the gateway's answers are pinned here.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adapterFor } from '../../../generated/bridge/adapters.js';
import { BridgeGateway } from '../../../src/bridge/gateway.js';
import { createLinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';

const STATUS = adapterFor('winproc_get_status')!;
const gateways: BridgeGateway[] = [];
afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.close();
});

interface Envelope {
  readonly error?: { readonly code: string; readonly message: string };
}

/** A gateway over a fresh runtime directory whose clock moves 500 ms at each reading; `onTick` sees each reading. */
function gatewayWith(command: { file: string; args: string[] }, onTick: (reading: number) => void = () => undefined) {
  const runtime = join(mkdtempSync(join(tmpdir(), 'winproc-launch-')), 'run');
  mkdirSync(runtime, { mode: 0o700 });
  const endpoint = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: runtime } });
  let clock = 0;
  let launches = 0;
  const gateway = new BridgeGateway({
    raw: false,
    endpoint,
    settingsPath: join(runtime, 'no-settings.toml'),
    now: () => {
      clock += 500;
      onTick(clock);
      return clock;
    },
    plan: () => {
      launches += 1;
      return { ok: true, command: { ...command, cwd: runtime, via: 'the test terminal' } };
    },
  });
  gateways.push(gateway);
  return { gateway, launches: () => launches };
}

describe('launch outcomes (12.13)', () => {
  it('bounds readiness: a launch that never listens is BACKEND_UNAVAILABLE at the deadline, launched once', async () => {
    const { gateway, launches } = gatewayWith({ file: '/bin/true', args: [] });
    const result = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(result.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(result.error?.message).toMatch(/did not become ready within 12 s/);
    expect(launches()).toBe(1);
  });

  it('reports a terminal that cannot be started as BACKEND_UNAVAILABLE naming it', async () => {
    const { gateway } = gatewayWith({ file: '/nonexistent/terminal-emulator', args: [] });
    const result = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(result.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(result.error?.message).toMatch(/could not be started through the test terminal/);
  });

  it('answers CANCELLED, with the call not sent, when cancelled after the launch', async () => {
    const controller = new AbortController();
    const state = { launches: () => 0 };
    // The first clock reading after the plan was taken is inside the readiness wait that follows the launch.
    const made = gatewayWith({ file: '/bin/true', args: [] }, () => {
      if (state.launches() > 0) controller.abort();
    });
    state.launches = made.launches;
    const result = (await made.gateway.call(STATUS, {}, controller.signal)) as Envelope;
    expect(made.launches()).toBe(1);
    expect(result.error?.code).toBe('CANCELLED');
    expect(result.error?.message).toMatch(/was started but the call was not sent/);
  });
});
