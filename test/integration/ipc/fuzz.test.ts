// Guards the listener against hostile input: over 10,000 random and mutated frames (random bytes, random lengths, bit
// flips of valid frames, valid frames with mutated fields, random JSON) over a few hundred real connections must never
// crash it; each bad frame closes only its own connection, and a good client connected throughout keeps its answers.
//
// Expectations come from an oracle independent of the listener's code: ajv compiled from schemas/ipc plus the UTF-8
// byte rule for ids. Set FUZZ_SEED to replay a run; the seed is part of every failure message.
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { setImmediate as yieldToLoop, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { IpcClient } from '../../../src/ipc/client.js';
import { encodeFrame, MAX_FRAME_PAYLOAD_BYTES, type JsonObject } from '../../../src/ipc/framing.js';
import { RawClient, rawFrame, runCleanups, startHarness, waitFor } from './helpers.js';

afterEach(runCleanups);

const TARGET_FRAMES = 10_500;
const LANES = 3; // + the good client = the 4-connection limit
const MAX_FRAMES_PER_CONNECTION = 80;

const seed = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

/** mulberry32: small, seedable, good enough to drive a fuzzer. */
function prng(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(seed);
const int = (n: number): number => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;

// ---- oracle -------------------------------------------------------------------------------------------------------
const ajv = new Ajv({ strict: false });
const schema = (n: string): object => JSON.parse(readFileSync(new URL(`../../../schemas/ipc/${n}.schema.json`, import.meta.url), 'utf8')) as object;
const isRequest = ajv.compile(schema('request'));
const isCancel = ajv.compile(schema('cancel'));
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

type Verdict =
  | { kind: 'answer'; id: string; expected: string } // a response must come (echo of method+arguments, or BUSY)
  | { kind: 'silent' } // accepted, no response (cancel)
  | { kind: 'fatal' } // the connection must close
  | { kind: 'desync' }; // the stream is no longer aligned: sent last, followed by EOF, the connection must close

function classify(payload: Buffer, usedIds: Set<string>): Verdict {
  if (payload.byteLength === 0 || payload.byteLength > MAX_FRAME_PAYLOAD_BYTES) return { kind: 'fatal' };
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(payload));
  } catch {
    return { kind: 'fatal' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'fatal' };
  const idOk = (id: string): boolean => Buffer.byteLength(id, 'utf8') <= 128;
  if (isRequest(value)) {
    const req = value as { request_id: string; method: string; arguments: unknown };
    if (!idOk(req.request_id)) return { kind: 'fatal' };
    // A reused id may or may not still be pending; only EOF makes the outcome certain.
    if (usedIds.has(req.request_id)) return { kind: 'desync' };
    usedIds.add(req.request_id);
    return { kind: 'answer', id: req.request_id, expected: JSON.stringify({ method: req.method, args: req.arguments }) };
  }
  if (isCancel(value)) return idOk((value as { request_id: string }).request_id) ? { kind: 'silent' } : { kind: 'fatal' };
  return { kind: 'fatal' };
}

// ---- generators ---------------------------------------------------------------------------------------------------
function randomString(maxLen: number): string {
  const n = int(maxLen + 1);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (r < 0.6) s += String.fromCharCode(0x20 + int(0x5f));
    else if (r < 0.7) s += pick(['"', '\\', '\n', '\t', '\u0000', '\u2028', '/']);
    else if (r < 0.85) s += String.fromCodePoint(0xa0 + int(0x2000));
    else if (r < 0.95) s += String.fromCodePoint(0x1f300 + int(0x300));
    else s += String.fromCharCode(0xd800 + int(0x800)); // lone surrogate: JSON.stringify escapes it
  }
  return s;
}

function randomJson(depth: number): unknown {
  const r = rnd();
  if (depth <= 0 || r < 0.45) {
    return pick<() => unknown>([
      () => randomString(12),
      () => int(2 ** 31) - 2 ** 30,
      () => Number.MAX_SAFE_INTEGER,
      () => (rnd() - 0.5) * 1e300,
      () => rnd() < 0.5,
      () => null,
      () => '',
    ])();
  }
  if (r < 0.7) return Array.from({ length: int(5) }, () => randomJson(depth - 1));
  const o: JsonObject = {};
  for (let i = int(6); i > 0; i--) o[rnd() < 0.1 ? '__proto__' : randomString(8)] = randomJson(depth - 1);
  return o;
}

let idCounter = 0;
const freshId = (): string => `${(idCounter++).toString(36)}.${int(2 ** 30).toString(36)}`;

function validRequest(): JsonObject {
  return {
    kind: 'request',
    request_id: freshId(),
    method: rnd() < 0.5 ? pick(['winproc_get_status', 'winproc_list_processes', 'echo']) : randomString(40) || 'm',
    arguments: rnd() < 0.3 ? {} : (randomJson(3) as JsonObject),
  };
}

function withObjectArgs(req: JsonObject): JsonObject {
  const a = req['arguments'];
  if (typeof a !== 'object' || a === null || Array.isArray(a)) req['arguments'] = { v: a };
  return req;
}

function mutateField(req: JsonObject): JsonObject {
  const m = { ...req };
  const keys = ['kind', 'request_id', 'method', 'arguments'];
  switch (int(6)) {
    case 0:
      delete m[pick(keys)];
      break;
    case 1:
      m[pick(['extra', 'priority', 'Kind', 'request_ID', ''])] = randomJson(1);
      break;
    case 2:
      m[pick(keys)] = randomJson(2);
      break;
    case 3:
      m['request_id'] = pick(['', 'a'.repeat(128), 'a'.repeat(129), '€'.repeat(42), '€'.repeat(43), '🚀'.repeat(32), '🚀'.repeat(33), 7]);
      break;
    case 4:
      m['method'] = pick(['', 'm'.repeat(128), 'm'.repeat(129)]);
      break;
    default:
      m['kind'] = pick(['hello', 'response', 'cancel', 'welcome', 'REQUEST', '']);
  }
  return m;
}

interface Planned {
  bytes: Buffer;
  verdict: Verdict;
}

function plan(usedIds: Set<string>): Planned {
  const r = rnd() * 100;
  if (r < 62) {
    const req = withObjectArgs(validRequest());
    const bytes = encodeFrame(req);
    return { bytes, verdict: classify(bytes.subarray(4), usedIds) };
  }
  if (r < 86) {
    // valid frames with mutated but still-valid contents: boundary ids and methods, odd arguments
    const req = withObjectArgs(validRequest());
    if (rnd() < 0.3) req['request_id'] = `${freshId()}${'x'.repeat(int(100))}`;
    if (rnd() < 0.3) req['method'] = 'm'.repeat(1 + int(128));
    const bytes = encodeFrame(req);
    return { bytes, verdict: classify(bytes.subarray(4), usedIds) };
  }
  if (r < 93.5) {
    const bytes = encodeFrame({ kind: 'cancel', request_id: rnd() < 0.5 ? freshId() : randomString(20) || 'c' });
    return { bytes, verdict: classify(bytes.subarray(4), usedIds) };
  }
  if (r < 95) {
    // bit flips inside the payload of a valid frame
    const frame = encodeFrame(withObjectArgs(validRequest()));
    for (let i = 1 + int(3); i > 0; i--) {
      const pos = 4 + int(frame.length - 4);
      frame[pos] = frame[pos]! ^ (1 << int(8));
    }
    return { bytes: frame, verdict: classify(frame.subarray(4), usedIds) };
  }
  if (r < 96.2) {
    const bytes = encodeFrame(mutateField(withObjectArgs(validRequest())));
    return { bytes, verdict: classify(bytes.subarray(4), usedIds) };
  }
  if (r < 97.1) {
    // random bytes with a correct length
    const payload = Buffer.from(Array.from({ length: 1 + int(300) }, () => int(256)));
    return { bytes: rawFrame(payload), verdict: classify(payload, usedIds) };
  }
  if (r < 97.9) {
    // random JSON values (mostly not objects, or objects that are no message)
    const payload = Buffer.from(JSON.stringify(randomJson(3)) ?? 'null', 'utf8');
    return { bytes: rawFrame(payload), verdict: classify(payload, usedIds) };
  }
  // random lengths: wrong announcements, header bit flips, truncation, zero, oversized
  const frame = encodeFrame(withObjectArgs(validRequest()));
  switch (int(5)) {
    case 0:
      return { bytes: rawFrame(frame.subarray(4), Math.max(1, frame.length - 4 + int(64) - 32)), verdict: { kind: 'desync' } };
    case 1:
      frame[int(4)] ^= 1 << int(8);
      return { bytes: frame, verdict: { kind: 'desync' } };
    case 2:
      return { bytes: frame.subarray(0, 1 + int(frame.length - 1)), verdict: { kind: 'desync' } };
    case 3:
      return { bytes: rawFrame(''), verdict: { kind: 'fatal' } };
    default:
      return { bytes: rawFrame('', MAX_FRAME_PAYLOAD_BYTES + 1 + int(2 ** 20)), verdict: { kind: 'fatal' } };
  }
}

// ---- driving connections -----------------------------------------------------------------------------------------
async function writeChunked(client: RawClient, bytes: Buffer): Promise<void> {
  const mode = int(3);
  if (mode === 0) {
    client.write(bytes);
    return;
  }
  const pieces = mode === 1 ? 2 + int(6) : 8 + int(24);
  let at = 0;
  while (at < bytes.length && !client.closed) {
    const size = mode === 2 && at < 16 ? 1 : Math.max(1, Math.ceil((bytes.length - at) / pieces) + int(8));
    client.write(bytes.subarray(at, at + size));
    at += size;
    if (rnd() < 0.3) await yieldToLoop();
  }
}

interface Tally {
  frames: number;
  connections: number;
  answers: number;
  busy: number;
  fatal: number;
  desync: number;
}

async function runConnection(socketPath: string, tally: Tally): Promise<void> {
  const where = `(FUZZ_SEED=${seed}, connection ${tally.connections})`;
  const client = await RawClient.open(socketPath);
  tally.connections++;
  const usedIds = new Set<string>();
  const planned: Planned[] = [];
  while (planned.length < MAX_FRAMES_PER_CONNECTION) {
    const p = plan(usedIds);
    planned.push(p);
    if (p.verdict.kind === 'fatal' || p.verdict.kind === 'desync') break;
  }
  tally.frames += planned.length;
  const last = planned[planned.length - 1]!.verdict.kind;
  const terminal = last === 'fatal' || last === 'desync' ? last : null;
  // Mostly: the good prefix is sent and answered first, then the bad frame. Sometimes all of it in one go, so that
  // good and bad frames share chunks; answers to the prefix are then optional (the close may overtake them).
  const prefixFirst = terminal === null || rnd() < 0.7;
  const prefix = terminal === null ? planned : planned.slice(0, -1);
  await send(client, prefixFirst ? prefix : planned);
  if (prefixFirst) {
    for (const p of prefix) {
      if (p.verdict.kind !== 'answer') continue;
      const res = await client.response(p.verdict.id, 5_000).catch(() => {
        throw new Error(`no response to a valid request ${where}`);
      });
      check(res, p.verdict.expected, tally, where);
    }
    if (client.closed) throw new Error(`a connection with only valid frames was closed ${where}`);
    if (terminal !== null) await send(client, planned.slice(-1));
  }
  if (terminal !== null) {
    if (terminal === 'desync') client.socket.end();
    tally[terminal]++;
    await client.waitClosed(5_000).catch(() => {
      throw new Error(`connection survived a ${terminal} frame ${where}`);
    });
    if (!prefixFirst) {
      for (const p of prefix) {
        const v = p.verdict;
        if (v.kind !== 'answer') continue;
        const res = client.frames.find((f) => f['kind'] === 'response' && f['request_id'] === v.id);
        if (res !== undefined) check(res, v.expected, tally, where);
      }
    }
    return;
  }
  // Half-close and wait: the listener has released the slot once our socket closes, so the next connection of this
  // lane cannot race the release and meet the 4-connection limit.
  client.socket.end();
  await client.waitClosed(5_000);
}

async function send(client: RawClient, frames: Planned[]): Promise<void> {
  if (rnd() < 0.5) {
    await writeChunked(client, Buffer.concat(frames.map((p) => p.bytes)));
    return;
  }
  for (const p of frames) {
    if (client.closed) return;
    await writeChunked(client, p.bytes);
  }
}

function check(res: JsonObject, expected: string, tally: Tally, where: string): void {
  const result = res['result'] as { data?: unknown; error?: { code?: string } };
  if (result.error?.code === 'BUSY') tally.busy++;
  else if (JSON.stringify(result.data) !== expected) throw new Error(`response does not echo its request ${where}`);
  tally.answers++;
}

describe('IPC listener fuzzing', () => {
  it(`survives ${TARGET_FRAMES}+ random and mutated frames; bad frames close only their own connection`, async () => {
    const h = await startHarness({
      dispatch: async (method, args) => {
        await Promise.resolve();
        return { api_version: '1.0', data: { method, args } };
      },
    });
    const good = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 'good' });
    let goodAnswers = 0;
    let stop = false;
    const goodLoop = (async () => {
      while (!stop) {
        const n = goodAnswers;
        const res = await good.request('echo', { n });
        if (JSON.stringify(res) !== JSON.stringify({ api_version: '1.0', data: { method: 'echo', args: { n } } })) {
          throw new Error(`good client got a wrong answer (FUZZ_SEED=${seed})`);
        }
        goodAnswers++;
        await sleep(2);
      }
    })();
    goodLoop.catch(() => undefined); // awaited below; this only keeps an early failure from surfacing as unhandled

    const tally: Tally = { frames: 0, connections: 0, answers: 0, busy: 0, fatal: 0, desync: 0 };
    const started = Date.now();
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (tally.frames < TARGET_FRAMES) await runConnection(h.listener.path, tally);
      }),
    );
    stop = true;
    await goodLoop;

    const summary = `FUZZ_SEED=${seed} ${JSON.stringify(tally)} goodAnswers=${goodAnswers} in ${Date.now() - started} ms`;
    console.log(summary);
    expect(tally.frames, summary).toBeGreaterThanOrEqual(TARGET_FRAMES);
    expect(tally.connections, summary).toBeGreaterThan(100);
    expect(tally.connections, summary).toBeLessThan(1_500);
    expect(tally.fatal + tally.desync, summary).toBeGreaterThan(100);
    expect(goodAnswers, summary).toBeGreaterThan(50);
    expect(good.closed, summary).toBe(false);

    // every fuzz connection ended exactly once, none for reasons that would mean the listener misbehaved
    await waitFor(() => h.listener.admittedCount === 1, 5_000, 'fuzz connections to be released');
    expect(h.listener.connectionCount).toBe(1);
    const closes = h.diagnostics.filter((d) => d.type === 'closed');
    expect(closes).toHaveLength(tally.connections);
    const reasons = new Set(closes.map((d) => (d.type === 'closed' ? d.reason : '')));
    expect([...reasons].filter((r) => ['HANDSHAKE_TIMEOUT', 'OUTBOUND_OVERFLOW', 'LISTENER_CLOSED'].includes(r)), summary).toEqual([]);
    expect(h.diagnostics.filter((d) => d.type === 'refused'), summary).toEqual([]);

    // the listener still accepts and serves new connections
    const after = await RawClient.open(h.listener.path);
    after.send({ kind: 'request', request_id: 'after', method: 'echo', arguments: {} });
    expect((await after.response('after'))['result']).toEqual({ api_version: '1.0', data: { method: 'echo', args: {} } });
    after.destroy();
    expect(await good.request('echo', { last: true })).toEqual({ api_version: '1.0', data: { method: 'echo', args: { last: true } } });
    good.close();
  });
});
