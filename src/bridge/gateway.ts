// The bridge's way to the application (spec §3.2–3.3): lazy connect on the first schema-valid call, visible
// startup only when the endpoint is missing and no application runs, one call at a time, never a replay.
import type { ToolAdapter } from '../../generated/bridge/adapters.js';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import { LazyAbort } from '../channel/lazy-abort.js';
import { errorEnvelope } from '../contract/envelope.js';
import { LIMITS } from '../contract/limits.js';
import { configPath, mcpDisabled, readSettings } from '../config/settings.js';
import { IpcClient } from '../ipc/client.js';
import { createEndpoint, type IpcEndpoint, type MarkerHandle, type MarkerProbe } from '../ipc/endpoint.js';
import { ConnectionLostError, EndpointUnavailableError, HandshakeError } from '../ipc/errors.js';
import type { ToolEnvelope } from './envelope.js';
import { CallEnvelope, DeadlineWatch } from './call-envelope.js';
import { BRIDGE_PLATFORM, launch, launchPlan, type LaunchPlan } from './launcher.js';
import type { BackendGateway } from './server.js';

export interface Gateway extends BackendGateway {
  close(): Promise<void>;
}

export interface GatewayOptions {
  readonly raw: boolean;
  readonly endpoint?: IpcEndpoint;
  /** Where the visible startup would go; injectable for tests of the decision logic. */
  readonly plan?: () => LaunchPlan;
  readonly settingsPath?: string;
  readonly now?: () => number;
}

const POLL_MS = 200;
/** A just-started application holds its instance marker a moment before its listener exists. */
const RUNNING_APP_GRACE_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The answer of a call whose connection was closed after dispatch: it may or may not have taken effect (spec §3.3, §8). */
function outcomeUnknown(why: 'timeout' | 'cancelled' | 'lost'): ToolEnvelope {
  const message = {
    timeout: `winproc-tui did not answer within the call's ${LIMITS.response_deadline_ms / 1000} s response deadline; the connection was closed and connection-owned references are gone. The call may or may not have taken effect; inspect state before repeating it.`,
    cancelled: 'The call was cancelled after it was sent; the connection was closed. It may or may not have taken effect; inspect state before repeating it.',
    lost: 'The connection to winproc-tui was lost before its answer arrived. The call may or may not have taken effect; inspect state before repeating it. The next call reconnects.',
  }[why];
  return errorEnvelope(null, 'OUTCOME_UNKNOWN', message, true);
}

class GatewayFailure extends Error {
  constructor(
    readonly envelope: ToolEnvelope,
  ) {
    super('gateway failure');
  }
}

/** BACKEND_UNAVAILABLE is retryable: once the user has acted on the guidance, the unchanged call can succeed. */
function unavailable(message: string): GatewayFailure {
  return new GatewayFailure(errorEnvelope(null, 'BACKEND_UNAVAILABLE', message, true));
}

const RUNNING_BUT_UNREACHABLE =
  'winproc-tui is running in this session but does not accept MCP connections. Possible reasons: ' +
  '`Disable MCP connections` is checked in its Settings, a startup dialog is still open, or its listener failed ' +
  '(the TUI shows the reason). A running application is never replaced; resolve it there and retry. If no ' +
  'winproc-tui is running in this session, another program holds its single-instance marker: end that program ' +
  '(on Linux `fuser -v /run/user/$(id -u)/winproc-tui/instance.lock /tmp/winproc-tui-$(id -u)/instance.lock` names it), then retry.';

/** What the bridge says when it must not start the application: the marker is held, or cannot be inspected safely. */
function notStartable(probe: MarkerProbe): string {
  if (probe.state !== 'inaccessible') return RUNNING_BUT_UNREACHABLE;
  return `winproc-tui was not started: its single-instance marker cannot be inspected safely (${probe.reason}). It must be a regular file owned by you in a directory only you can open; remove or fix it, then retry.`;
}

export class BridgeGateway implements Gateway {
  private client: IpcClient | null = null;
  /** The held connection was lost while idle: the next call checks what happened to the application (spec §3.3). */
  private lostWhileIdle = false;
  /** The backend instance of the last connection, to tell a closed idle connection from a restarted application. */
  private lastInstanceId: string | null = null;
  /** The last connection attempt of this call reached a running application whose handshake timed out (see tryConnect). */
  private handshakeLate = false;
  private inCall = false;
  private readonly deadlines = new DeadlineWatch();
  private readonly endpoint: IpcEndpoint;
  private readonly now: () => number;

  constructor(private readonly options: GatewayOptions) {
    this.endpoint = options.endpoint ?? createEndpoint();
    this.now = options.now ?? Date.now;
  }

  async call(adapter: ToolAdapter, args: Record<string, unknown>, cancellation: AbortSignal | LazyAbort, envelope?: CallEnvelope): Promise<ToolEnvelope> {
    // The shipped bridge serves one tool call at a time (spec §8).
    if (this.inCall) return errorEnvelope(null, 'BUSY', 'Another tool call of this MCP session is still running; retry when it has finished.', true);
    this.inCall = true;
    const signal = LazyAbort.of(cancellation);
    // A caller without an envelope makes a one-request call: its envelope ends with the request.
    const call = envelope ?? new CallEnvelope();
    try {
      if (call.lost || (call.dispatched && this.lostWhileIdle)) {
        // The connection this call was dispatched on closed between two of its steps: the call reports the loss
        // (once), and no later step goes out on a new connection, which would replay part of the call (spec §3.3).
        this.lostWhileIdle = false;
        call.lost = true;
        return outcomeUnknown('lost');
      }
      let client: IpcClient | null = null;
      if (this.lostWhileIdle) {
        this.lostWhileIdle = false;
        // The same backend instance means the application only closed the idle connection (for example one it took
        // for a departed bridge's at its connection limit): nothing was lost but connection-owned references, which now fail
        // with REFERENCE_INVALID. Anything else is the stale connection of spec §3.3, reported once.
        client = await this.reconnectSameInstance();
        if (client === null) {
          return errorEnvelope(null, 'OUTCOME_UNKNOWN', 'The connection to winproc-tui was lost (the application exited or restarted). Nothing was sent for this call; the next call reconnects. Refresh references: they belonged to the old connection.', true);
        }
      }
      try {
        client ??= this.client ?? (await this.connectOrStart(signal));
      } catch (error) {
        if (error instanceof GatewayFailure) return error.envelope;
        throw error;
      }
      if (call.dispatched && (signal.aborted || call.remainingMs() === 0)) {
        // A later step of a call already dispatched: a cancellation or a spent deadline ends the call as a response
        // timeout does, closing the connection so nothing the call started outlives it (spec §4, §8).
        this.abandon(client, call);
        return outcomeUnknown(signal.aborted ? 'cancelled' : 'timeout');
      }
      if (signal.aborted) return errorEnvelope(null, 'CANCELLED', 'The call was cancelled before it was sent to the application.', false);
      return await this.dispatch(client, adapter, args, signal, call);
    } finally {
      if (!envelope) call.end();
      this.inCall = false;
    }
  }

  private async dispatch(client: IpcClient, adapter: ToolAdapter, args: Record<string, unknown>, signal: LazyAbort, call: CallEnvelope): Promise<ToolEnvelope> {
    // From the first dispatch on, a cancellation closes the connection (spec §8), which fails the request below.
    call.open(signal, () => this.abandon(client, call));
    const pending = client.send(adapter.backendMethod, args);
    // What is left of the call's envelope, never a fresh ten seconds per step (spec §4): at its end the connection
    // closes the same way. One shared watch, not a timer per request (see DeadlineWatch).
    let timedOut = false;
    const unwatch = this.deadlines.watch(call.remainingMs(), () => {
      timedOut = true;
      this.abandon(client, call);
    });
    try {
      return await pending.result;
    } catch (error) {
      if (error instanceof ConnectionLostError) {
        // After dispatch the bridge closes the connection instead of sending `cancel` (spec §8): the outcome is unknown.
        this.abandon(client, call);
        return outcomeUnknown(timedOut ? 'timeout' : signal.aborted ? 'cancelled' : 'lost');
      }
      throw error;
    } finally {
      unwatch();
    }
  }

  /** Closes the connection a call was dispatched on; the call can send nothing more (idempotent). */
  private abandon(client: IpcClient, call: CallEnvelope): void {
    call.lost = true;
    if (this.client === client) this.client = null;
    client.close();
  }

  private adopt(client: IpcClient): IpcClient {
    this.client = client;
    this.lastInstanceId = client.backendInstanceId;
    client.onClose(() => {
      if (this.client !== client) return;
      this.client = null;
      // A loss during a call is reported by that call; only an idle loss is carried to the next one.
      if (!this.inCall) this.lostWhileIdle = true;
    });
    return client;
  }

  private async attempt(deadline: number): Promise<IpcClient> {
    const budget = Math.min(LIMITS.connect_attempt_ms, Math.max(1, deadline - this.now()));
    return IpcClient.connect({ endpoint: this.endpoint, bridgeVersion: PACKAGE_VERSION, timeoutMs: budget });
  }

  /**
   * One connection attempt after an idle loss, never a startup: the new connection is kept either way, but only one
   * to the same backend instance carries this call.
   */
  private async reconnectSameInstance(): Promise<IpcClient | null> {
    const previous = this.lastInstanceId;
    try {
      const client = this.adopt(await this.attempt(this.now() + LIMITS.connect_attempt_ms));
      return previous !== null && client.backendInstanceId === previous ? client : null;
    } catch {
      return null;
    }
  }

  /** One attempt; a missing endpoint yields null, any other failure is final for this request. */
  private async tryConnect(deadline: number): Promise<IpcClient | null> {
    try {
      return this.adopt(await this.attempt(deadline));
    } catch (error) {
      if (error instanceof EndpointUnavailableError && error.missing) return null;
      // A running application whose handshake came late (its MCP worker starts with the first connection, see
      // docs/architecture.md "MCP worker on demand"; or a very busy host) is waited for like one still starting,
      // within the call's deadline, and never replaced; without the marker held it stays a failed handshake.
      if (error instanceof HandshakeError && error.failure === 'TIMEOUT' && this.endpoint.isInstanceLockHeld().state === 'held') {
        this.handshakeLate = true;
        return null;
      }
      if (error instanceof HandshakeError && error.refusedCode === 'CONNECTION_LIMIT') {
        // The application keeps every live client however long it idles (spec §3.2, §8): the newcomer waits its turn.
        throw unavailable(`winproc-tui is running, but ${LIMITS.connections} MCP clients are already connected to it, its limit. Close another MCP client's session (or its winproc-tui server), then retry. No replacement application is started.`);
      }
      throw unavailable(`winproc-tui could not be reached safely: ${(error as Error).message}. No replacement application is started.`);
    }
  }

  /** Polls the endpoint until a backend answers or the deadline passes. */
  private async waitForBackend(deadline: number, signal: LazyAbort): Promise<IpcClient | null> {
    while (this.now() < deadline) {
      const client = await this.tryConnect(deadline);
      if (client) return client;
      if (signal.aborted) return null;
      await sleep(POLL_MS);
    }
    return null;
  }

  private async connectOrStart(signal: LazyAbort): Promise<IpcClient> {
    const deadline = this.now() + LIMITS.startup_deadline_ms;
    this.handshakeLate = false;
    // Step 1: the authenticated handshake; only a missing endpoint permits considering startup.
    const first = await this.tryConnect(deadline);
    if (first) return first;

    // Step 2: an application that runs (or whose marker cannot be inspected) is never replaced.
    const marker = this.endpoint.isInstanceLockHeld();
    if (marker.state !== 'not-held') {
      const late = await this.waitForBackend(this.handshakeLate ? deadline : Math.min(deadline, this.now() + RUNNING_APP_GRACE_MS), signal);
      if (late) return late;
      throw unavailable(notStartable(marker));
    }
    if (signal.aborted) throw new GatewayFailure(errorEnvelope(null, 'CANCELLED', 'The call was cancelled before the application was started.', false));

    // Step 3: one bridge launches; the others wait for readiness.
    const launchMarker = await this.endpoint.tryAcquireLaunchLock();
    if (launchMarker === null) {
      const ready = await this.waitForBackend(deadline, signal);
      if (ready) return ready;
      throw unavailable('Another MCP bridge is starting winproc-tui, and it did not become ready within 12 s. Finish any startup dialog in its window, then retry.');
    }
    try {
      return await this.launchAndWait(launchMarker, deadline, signal);
    } finally {
      launchMarker.release();
    }
  }

  private async launchAndWait(_marker: MarkerHandle, deadline: number, signal: LazyAbort): Promise<IpcClient> {
    // The winner rechecks: another bridge or the user may have started it meanwhile.
    const recheck = await this.tryConnect(deadline);
    if (recheck) return recheck;
    const marker = this.endpoint.isInstanceLockHeld();
    if (marker.state !== 'not-held') {
      const late = await this.waitForBackend(Math.min(deadline, this.now() + RUNNING_APP_GRACE_MS), signal);
      if (late) return late;
      throw unavailable(notStartable(marker));
    }

    // Step 4: saved settings decide; nothing is written.
    // Where the last application run of this user read its settings (recorded beside its endpoint), else where one
    // started with this bridge's environment would: the client may have stripped XDG_CONFIG_HOME.
    const settings = readSettings(this.options.settingsPath ?? this.endpoint.recordedSettingsPath() ?? configPath(process.env, BRIDGE_PLATFORM));
    if (settings.status === 'invalid') {
      throw unavailable(`winproc-tui was not started: its settings cannot be read safely (${settings.reason}). Start it manually to repair or reset them, then retry.`);
    }
    if (mcpDisabled(settings.config)) {
      throw unavailable('winproc-tui was not started: `Disable MCP connections` is saved in its settings. Start it manually and uncheck that setting, then retry.');
    }

    // Step 5: visible launch.
    const plan = (this.options.plan ?? launchPlan)();
    if (!plan.ok) throw unavailable(plan.guidance);
    if (signal.aborted) throw new GatewayFailure(errorEnvelope(null, 'CANCELLED', 'The call was cancelled before the application was started.', false));
    try {
      await launch(plan.command);
    } catch {
      throw unavailable(`winproc-tui could not be started through ${plan.command.via}. Start it manually in a terminal, then retry.`);
    }

    // Step 6: launcher success is not readiness; wait for the handshake within the 12 s deadline, launching only once.
    const ready = await this.waitForBackend(deadline, new LazyAbort());
    if (signal.aborted) {
      // The started application and its connection stay for the next call; the cancelled call is never sent.
      throw new GatewayFailure(errorEnvelope(null, 'CANCELLED', 'The call was cancelled; winproc-tui was started but the call was not sent.', false));
    }
    if (ready) return ready;
    throw unavailable(`winproc-tui was started through ${plan.command.via} but did not become ready within 12 s. A startup dialog may be waiting in its window; finish it and retry.`);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    client?.close();
  }
}

export function createGateway(options: GatewayOptions): Gateway {
  return new BridgeGateway(options);
}
