// Which process lifetimes run a .NET runtime with a diagnostics endpoint, found without starting anything in them:
// each sampling pass looks in each temp directory in use (Linux: the runtime's socket
// `dotnet-diagnostic-<pid>-<starttime>-socket` in the target's own TMPDIR, read once per lifetime from
// /proc/<pid>/environ, else /tmp; a directory's listing is kept while it is unchanged) or in the pipe namespace
// (Windows: `dotnet-diagnostic-<pid>`, listed once per pass), matched against each lifetime (where Windows' pipe
// namespace cannot be listed, as under Wine, each lifetime's pipe is asked for by name); then, once per lifetime with
// an endpoint, the read-only ProcessInfo exchange `dotnet-counters ps` also makes, for the runtime version. No
// EventPipe session, no counters. Changes are reported, not every pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DotnetSupport } from '../../model/dotnet.js';
import { identityKey, type ProcessIdentity } from '../../model/types.js';
import type { SamplingPlatform } from '../platform.js';
import { namedPipeExists } from '../win32/pipes.js';
import { socketName, tmpDirFromEnviron, WINDOWS_PIPE_DIR } from './endpoint.js';
import { SocketListings } from './socket-listing.js';
import { clrMajor, type ProcessInfo } from './ipc.js';
import { EndpointFailure, MIN_SUPPORTED_MAJOR, probeRuntime } from './session.js';

/** Probes in flight at once (a pass that finds many new runtimes asks them a few at a time). */
const MAX_PROBES = 4;
/** A probe that failed for a passing reason (timeout, the runtime not initialized yet) is asked again this often. */
const PROBE_ATTEMPTS = 3;
const PROBE_RETRY_MS = 2_000;

export interface DetectorOptions {
  readonly platform: SamplingPlatform;
  readonly procRoot?: string;
  /** Tests: the ProcessInfo exchange (default: the real one over the endpoint). */
  readonly probe?: (path: string) => Promise<ProcessInfo>;
  /** Tests: whether a named pipe exists, asked by name (default: WaitNamedPipe); used where listing fails. */
  readonly pipeExists?: (path: string) => boolean | null;
  readonly nowMs?: () => number;
}

interface Lifetime {
  readonly pid: number;
  /** Linux: the target's temp directory, and whether it came from its own environment (else the /tmp default). */
  tmpDir: string | null;
  environReadable: boolean;
  probing: boolean;
  attempts: number;
  nextProbeAtMs: number;
  /** The ProcessInfo answer (kept for the lifetime), or null before one. */
  probed: { readonly supported: boolean | null; readonly detail: string; readonly final: boolean } | null;
  reported: DotnetSupport | null;
  /** The pass that last listed this lifetime (a lifetime no pass lists any more is forgotten). */
  seenPass: number;
  /** Linux: the runtime's socket name for this lifetime, made once. */
  socket: string | null;
}

type Endpoint = { readonly path: string } | { readonly supported: false | null; readonly detail: string };

const NO_ENDPOINT = 'no .NET diagnostics endpoint: not a .NET process, or one started with DOTNET_EnableDiagnostics=0';
/** Most lifetimes of every pass: made once rather than per lifetime per pass. */
const NOT_DOTNET: Endpoint = { supported: false, detail: NO_ENDPOINT };
const KERNEL_THREAD: Endpoint = { supported: false, detail: 'a kernel thread' };

/** A process of a pass as the sampler hands it over (model/wire.ts PassLifetime). */
type PassProcess = { readonly identity: ProcessIdentity; readonly kernelThread?: boolean };

/** A process of the last pass with its key and lifetime, in that pass's order. */
interface Listed {
  readonly process: PassProcess;
  readonly key: string;
  readonly lifetime: Lifetime;
}

export class DotnetDetector {
  private readonly lifetimes = new Map<string, Lifetime>();
  /** The last pass's processes, each with its key and lifetime (every one in `lifetimes` when that pass ended). */
  private listed: Listed[] = [];
  private passes = 0;
  private probes = 0;
  private readonly now: () => number;
  private readonly socketListings: SocketListings;

  constructor(
    private readonly report: (changes: DotnetSupport[]) => void,
    private readonly options: DetectorOptions,
  ) {
    this.now = options.nowMs ?? Date.now;
    this.socketListings = new SocketListings();
  }

  /** One sampling pass: every live lifetime of the sample, each directory listed once. */
  pass(processes: readonly PassProcess[]): void {
    const list = this.listFor();
    const changes: DotnetSupport[] = [];
    const pass = ++this.passes;
    // The sampler hands over the same process object, in the same (PID) order, pass after pass while a lifetime lives:
    // its key and lifetime are taken from the previous pass's by position, without a WeakMap and a Map lookup per
    // process per pass; the maps answer for the rest (new lifetimes, another order).
    const before = this.listed;
    // Cleared first: a pass that throws midway leaves no list that could name a lifetime it never recorded.
    this.listed = [];
    const listed: Listed[] = new Array<Listed>(processes.length);
    let next = 0;
    for (let i = 0; i < processes.length; i++) {
      const process = processes[i]!;
      const { identity } = process;
      while (next < before.length && before[next]!.process.identity.pid < identity.pid) next++;
      let seen = next < before.length && before[next]!.process === process ? before[next++]! : undefined;
      if (seen === undefined) {
        const key = identityKey(identity);
        let lifetime = this.lifetimes.get(key);
        if (lifetime === undefined) {
          lifetime = { pid: identity.pid, tmpDir: null, environReadable: false, probing: false, attempts: 0, nextProbeAtMs: 0, probed: null, reported: null, seenPass: pass, socket: null };
          this.lifetimes.set(key, lifetime);
        }
        seen = { process, key, lifetime };
      }
      listed[i] = seen;
      const { key, lifetime } = seen;
      lifetime.seenPass = pass;
      const endpoint = process.kernelThread === true ? KERNEL_THREAD : this.endpointOf(identity, lifetime, list);
      const support = this.supportOf(key, lifetime, endpoint);
      if (support !== lifetime.reported) {
        lifetime.reported = support;
        changes.push(support);
      }
    }
    // forEach rather than the entries iterator, which makes a [key, value] array per lifetime per pass.
    this.lifetimes.forEach((lifetime, key, lifetimes) => {
      if (lifetime.seenPass !== pass) lifetimes.delete(key);
    });
    this.listed = listed;
    this.socketListings.endPass();
    if (changes.length > 0) this.report(changes);
  }

  /**
   * This pass's directory lister. Linux: the temp directories' listings kept across passes while each directory is
   * unchanged (socket-listing.ts). Windows: the pipe namespace has no modification time, so it is listed once a pass.
   */
  private listFor(): (dir: string) => ReadonlySet<string> | null {
    if (this.options.platform !== 'win32') {
      this.socketListings.beginPass();
      // A directory's answer stays the same for the rest of a pass (SocketListings.names), and nearly every lifetime
      // asks for the same /tmp: the last answer is reused without the listings' Map lookup per process per pass.
      let lastDir: string | null = null;
      let lastNames: ReadonlySet<string> | null = null;
      return (dir) => {
        if (dir !== lastDir) {
          lastNames = this.socketListings.names(dir);
          lastDir = dir;
        }
        return lastNames;
      };
    }
    const listings = new Map<string, ReadonlySet<string> | null>();
    return (dir) => {
      let names = listings.get(dir);
      if (names === undefined) {
        try {
          names = new Set(readdirSync(dir).filter((name) => name.startsWith('dotnet-diagnostic-')));
        } catch {
          names = null;
        }
        listings.set(dir, names);
      }
      return names;
    };
  }

  private endpointOf(identity: ProcessIdentity, lifetime: Lifetime, list: (dir: string) => ReadonlySet<string> | null): Endpoint {
    if (this.options.platform === 'win32') {
      const name = `dotnet-diagnostic-${identity.pid}`;
      const names = list(WINDOWS_PIPE_DIR);
      // Wine cannot list the pipe namespace: then this lifetime's pipe is asked for by its name.
      const exists = names !== null ? names.has(name) : (this.options.pipeExists ?? namedPipeExists)(`${WINDOWS_PIPE_DIR}${name}`);
      if (exists === null) return { supported: null, detail: 'the named pipes can neither be listed nor asked for by name here, so a .NET diagnostics pipe cannot be looked for' };
      return exists ? { path: `${WINDOWS_PIPE_DIR}${name}` } : { supported: false, detail: NO_ENDPOINT };
    }
    if (identity.startToken === null) return { supported: null, detail: 'the start time is unknown, so a diagnostics socket cannot be tied to this lifetime' };
    if (lifetime.tmpDir === null) {
      try {
        lifetime.tmpDir = tmpDirFromEnviron(readFileSync(join(this.options.procRoot ?? '/proc', String(identity.pid), 'environ'))) ?? '/tmp';
        lifetime.environReadable = true;
      } catch {
        // Another user's environment: the runtime's default is the only place to look.
        lifetime.tmpDir = '/tmp';
      }
    }
    const names = list(lifetime.tmpDir);
    if (names === null) return { supported: null, detail: `its temp directory ${lifetime.tmpDir} cannot be listed (access denied)` };
    const name = (lifetime.socket ??= socketName(identity.pid, identity.startToken));
    if (names.has(name)) return { path: join(lifetime.tmpDir, name) };
    if (!lifetime.environReadable) return { supported: null, detail: "no diagnostics socket in /tmp, and the process's environment (its TMPDIR) is not readable by this user" };
    return NOT_DOTNET;
  }

  /** This pass's support of the lifetime: the one last reported when nothing changed (so nothing is reported again). */
  private supportOf(key: string, lifetime: Lifetime, endpoint: Endpoint): DotnetSupport {
    const support = this.currentSupport(key, lifetime, endpoint);
    const reported = lifetime.reported;
    const same = reported !== null && reported.supported === support.supported && reported.endpoint === support.endpoint && reported.detail === support.detail;
    return same ? reported : support;
  }

  private currentSupport(key: string, lifetime: Lifetime, endpoint: Endpoint): DotnetSupport {
    if (!('path' in endpoint)) {
      // The usual pass of a lifetime that is not .NET: the same answer as reported, without a new object.
      const reported = lifetime.reported;
      if (reported !== null && !reported.endpoint && reported.supported === endpoint.supported && reported.detail === endpoint.detail) return reported;
      return { key, supported: endpoint.supported, endpoint: false, detail: endpoint.detail };
    }
    const { probed } = lifetime;
    if (probed !== null && (probed.final || lifetime.attempts >= PROBE_ATTEMPTS)) return { key, supported: probed.supported, endpoint: true, detail: probed.detail };
    if (!lifetime.probing && this.probes < MAX_PROBES && this.now() >= lifetime.nextProbeAtMs) this.startProbe(key, lifetime, endpoint.path);
    return { key, supported: null, endpoint: true, detail: probed?.detail ?? 'a .NET diagnostics endpoint exists; asking the runtime for its version (ProcessInfo)' };
  }

  private startProbe(key: string, lifetime: Lifetime, path: string): void {
    lifetime.probing = true;
    lifetime.attempts += 1;
    this.probes += 1;
    void (this.options.probe ?? probeRuntime)(path)
      .then((info) => {
        if (this.options.platform === 'win32' && Number(info.processId) !== lifetime.pid) return { supported: null, detail: 'the diagnostics pipe answered for another process', final: true };
        const major = clrMajor(info.clrProductVersion);
        if (major === null) return { supported: false, detail: `a .NET runtime without a version in ProcessInfo (older than .NET 6): not supported (${MIN_SUPPORTED_MAJOR}+ with a version)`, final: true };
        if (major < MIN_SUPPORTED_MAJOR) return { supported: false, detail: `.NET ${info.clrProductVersion}: older than .NET ${MIN_SUPPORTED_MAJOR}, not supported`, final: true };
        return { supported: true, detail: `.NET ${info.clrProductVersion} (the runtime answered ProcessInfo on its diagnostics endpoint)`, final: true };
      })
      .catch((error: unknown) => {
        const failure = error instanceof EndpointFailure ? error : new EndpointFailure('protocol', 'the ProcessInfo exchange failed');
        // Another user's endpoint stays closed to us; anything else may pass (a runtime still starting).
        const final = failure.kind === 'access_denied' || failure.kind === 'protocol';
        return { supported: null, detail: `a .NET diagnostics endpoint exists but its version is unknown: ${failure.message}`, final };
      })
      .then((probed) => {
        this.probes -= 1;
        lifetime.probing = false;
        lifetime.probed = probed;
        lifetime.nextProbeAtMs = this.now() + PROBE_RETRY_MS;
        if (this.lifetimes.get(key) !== lifetime) return;
        // Reported at once (not at the next pass), so a client asking right after sees it.
        const support: DotnetSupport = { key, supported: probed.supported, endpoint: true, detail: probed.detail };
        if (probed.final || lifetime.attempts >= PROBE_ATTEMPTS) {
          lifetime.reported = support;
          this.report([support]);
        }
      });
  }
}
