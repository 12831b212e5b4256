// The recording bench's measurement (bench/recording.ts), in a process of its own run with plain node from an esbuild
// bundle (bench/bundled-process.ts): the sampler, two Apps fed the same snapshots (one never records, the other keeps
// one Recording), the Recording writer thread, the paired passes, the run's first Recording and the old rounds
// method. Its argument names the Recording directory and the runs (a tracked name each, measured in order); it writes
// each run's samples as a JSON line on stdout and the parent (under tsx) turns them into the bench's rows.
//
// Why a process of its own: the bench counts process-wide CPU (process.cpuUsage()), and a tsx process also runs tsx's
// module loader on a second thread with a heap of its own, which V8 collects on its helper threads at moments of its
// own; that CPU landed on whichever side happened to be measured. Here only the application's threads run.
//
// It starts nothing but what the application starts (the writer thread; the sampler reads /proc on this thread) and
// kills nothing: the parent owns the sleepers it tracks. It exits when its stdin closes, which is also what happens
// when the parent dies, so it never outlives the bench.
import { readFileSync, readdirSync } from 'node:fs';
import { threadCpuTimeNs } from '../native/linux/libc.js';
import { App } from '../src/app/app.js';
import { createSampler } from '../src/collectors/index.js';
import { findWorkerScript } from '../src/channel/worker-script.js';
import type { Snapshot } from '../src/model/types.js';
import { RecordingWriterThread } from '../src/recording/writer.js';
import { decodedPass } from '../test/support/decoded-pass.js';

/** What the parent passes as the one argument (JSON). */
export interface RecordingBenchRequest {
  /** Where the Recordings are written (the parent's temporary directory). */
  readonly directory: string;
  /** The Tracking List of each run, by process name, measured one after the other in this process. */
  readonly trackedNames: readonly string[];
}

/**
 * One run's samples, ms of CPU per pass unless said otherwise (a JSON line on stdout; JSON writes NaN, which the thread
 * clock gives where it is not available, as null, and the parent reads null back as NaN).
 */
export interface RecordingSamples {
  /** The steady passes: sampling pass + apply of the App without, and of the App with a Recording. */
  readonly without: number[];
  readonly withRecording: number[];
  /** Each steady pass's own ratio (with over without). */
  readonly pairedRatios: number[];
  /** The App thread's apply with a Recording minus without, thread clock. */
  readonly threadAdded: number[];
  /** The run's first Recording's passes (it starts the writer thread), each side. */
  readonly firstWithout: number[];
  readonly first: number[];
  /** The sampling pass's own thread CPU (Snapshot.collectionCpuMicros) of each steady pass. */
  readonly samplerMs: number[];
  /** The old rounds method, each side. */
  readonly oldWithout: number[];
  readonly oldWith: number[];
  /** Frames the steady Recording wrote. */
  readonly frames: number;
  /**
   * The control: the same paired passes before any Recording, neither App recording (A/A). Its ratios show what the
   * measurement itself reads between two identical sides in this run: V8's concurrent GC on its helper threads
   * lands on either side (about ±0.6 ms per pass here), which no Recording causes or prevents.
   */
  readonly controlWithout: number[];
  readonly controlWith: number[];
  readonly controlPairedRatios: number[];
  /** The Recording writer thread's own CPU over the steady passes, ms per frame (its run time in /proc: exact). */
  readonly writerMsPerFrame: number;
}

/** Paired passes measured in the steady state, after the first Recording's passes. */
const PASSES = 150;
/** Paired passes of the control (A/A, no Recording), before the first Recording. */
const CONTROL_PASSES = 60;
/** Passes of the run's first Recording (its writer thread starting), reported apart. */
const FIRST_PASSES = 10;
/** The old method, kept for comparison: rounds of 10 passes without, then 10 with a new Recording. */
const OLD_ROUNDS = 4;
const OLD_PASSES_PER_ROUND = 10;
/** The old method's pause after each pass, counted with it. */
const OLD_PAUSE_MS = 150;
/**
 * Idle time after each App's apply, counted with it: the writer thread encodes and writes the frame meanwhile. The
 * application's pause between passes is 1 s; idle time costs no CPU, so a shorter one keeps the bench short.
 */
const SETTLE_MS = 60;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
/** This thread's CPU in ms (the App's own share of an apply), NaN where the thread clock is not available. */
const threadMs = () => {
  const clock = threadCpuTimeNs();
  return clock !== null && clock.ok ? clock.value / 1e6 : Number.NaN;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's threads by ID. */
const threadIds = () => new Set(readdirSync('/proc/self/task'));
/** The time these threads have run so far, in ms (schedstat's first field: ns on the CPU, user and system). */
const runMs = (ids: Iterable<string>) => {
  let ns = 0;
  for (const id of ids) {
    try {
      ns += Number(readFileSync(`/proc/self/task/${id}/schedstat`, 'latin1').split(' ')[0]);
    } catch {
      // The thread ended.
    }
  }
  return ns / 1e6;
};

/** What one App's apply of a snapshot cost: process-wide until settled, and on this (the App's) thread. */
interface ApplyCost {
  readonly processMs: number;
  readonly threadMs: number;
}

async function applyAndSettle(app: App, snapshot: Snapshot): Promise<ApplyCost> {
  const before = process.cpuUsage();
  const threadBefore = threadMs();
  app.applySnapshot(snapshot);
  const thread = threadMs() - threadBefore;
  await pause(SETTLE_MS);
  return { processMs: cpuMs(before), threadMs: thread };
}

async function startRecording(app: App, directory: string): Promise<void> {
  app.actions.startRecording(directory, 1);
  while (app.getView().recording.phase === 'opening') await pause(10);
  if (!app.getView().recording.active) throw new Error(`the Recording did not start: ${app.getView().actionNotice}`);
}

async function measure(directory: string, trackedName: string): Promise<RecordingSamples> {
  const sampler = await createSampler();
  // As the application runs it (src/main.ts): one writer thread for every Recording of the run.
  const thread = new RecordingWriterThread(findWorkerScript('recording'));
  const options = { trackingNames: [trackedName], recording: { createWriter: () => thread.writer(), directory } };
  const plain = new App(options);
  const recording = new App(options);
  // Snapshot times one second apart, as the application samples: every pass closes one 1 s window.
  let atMs = Date.now();
  const without: number[] = [];
  const withRecording: number[] = [];
  const pairedRatios: number[] = [];
  const threadAdded: number[] = [];
  const firstWithout: number[] = [];
  const first: number[] = [];
  const samplerMs: number[] = [];
  const controlWithout: number[] = [];
  const controlWith: number[] = [];
  const controlPairedRatios: number[] = [];
  /** One pass: sample once, each App applies it (alternating which goes first); both sides count the sampling. */
  const pairedPass = async (pass: number, into: { without: number[]; with: number[] } | null) => {
    const before = process.cpuUsage();
    const snapshot = decodedPass(sampler);
    const sampling = cpuMs(before);
    atMs += 1_000;
    const timed = { ...snapshot, capturedAtMs: atMs };
    let plainCost: ApplyCost;
    let recordingCost: ApplyCost;
    if (pass % 2 === 0) {
      plainCost = await applyAndSettle(plain, timed);
      recordingCost = await applyAndSettle(recording, timed);
    } else {
      recordingCost = await applyAndSettle(recording, timed);
      plainCost = await applyAndSettle(plain, timed);
    }
    if (into === null) return;
    into.without.push(sampling + plainCost.processMs);
    into.with.push(sampling + recordingCost.processMs);
    if (into.with === controlWith) controlPairedRatios.push((sampling + recordingCost.processMs) / (sampling + plainCost.processMs));
    if (into.with === withRecording) {
      pairedRatios.push((sampling + recordingCost.processMs) / (sampling + plainCost.processMs));
      threadAdded.push(recordingCost.threadMs - plainCost.threadMs);
      samplerMs.push(snapshot.collectionCpuMicros / 1000);
    }
  };
  let frames = 0;
  let writerMsPerFrame = Number.NaN;
  const oldWithout: number[] = [];
  const oldWith: number[] = [];
  try {
    for (let pass = 0; pass < 3; pass++) await pairedPass(pass, null);
    for (let pass = 0; pass < CONTROL_PASSES; pass++) await pairedPass(pass, { without: controlWithout, with: controlWith });
    // The run's first Recording: it starts the writer thread (reported apart, see bench/recording.ts), the one
    // thread that appears with it.
    const before = threadIds();
    await startRecording(recording, directory);
    const writer = [...threadIds()].filter((id) => !before.has(id));
    for (let pass = 0; pass < FIRST_PASSES; pass++) await pairedPass(pass, { without: firstWithout, with: first });
    const framesBefore = recording.getView().recording.frames;
    const writerBefore = runMs(writer);
    for (let pass = 0; pass < PASSES; pass++) await pairedPass(pass, { without, with: withRecording });
    frames = recording.getView().recording.frames;
    writerMsPerFrame = (runMs(writer) - writerBefore) / (frames - framesBefore);
    await recording.finishRecording();
    // The old method on the recording App alone: rounds without, then with a new Recording each.
    const oldPass = async () => {
      const before = process.cpuUsage();
      const snapshot = decodedPass(sampler);
      atMs += 1_000;
      recording.applySnapshot({ ...snapshot, capturedAtMs: atMs });
      await pause(OLD_PAUSE_MS);
      return cpuMs(before);
    };
    for (let round = 0; round < OLD_ROUNDS; round++) {
      for (let i = 0; i < OLD_PASSES_PER_ROUND; i++) oldWithout.push(await oldPass());
      await startRecording(recording, directory);
      for (let i = 0; i < OLD_PASSES_PER_ROUND; i++) oldWith.push(await oldPass());
      await recording.finishRecording();
    }
  } finally {
    sampler.close();
    await thread.shutdown();
  }
  return { without, withRecording, pairedRatios, threadAdded, firstWithout, first, samplerMs, oldWithout, oldWith, frames, controlWithout, controlWith, controlPairedRatios, writerMsPerFrame };
}

// The parent closing stdin (or dying, which closes it too) ends this process, measured or not.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
const request = JSON.parse(process.argv[2] ?? '') as RecordingBenchRequest;
for (const trackedName of request.trackedNames) process.stdout.write(`${JSON.stringify(await measure(request.directory, trackedName))}\n`);
