// The sampler's per-process refreshes (identity facts, socket links, DRM descriptors) each come round every N passes,
// and are spread over the passes by PID rather than by when each process was first seen: processes first seen
// together (every process on the monitor's first pass, children started together) would otherwise all be re-read on
// the same pass, a spike of N times the average every N passes. PIDs are handed out in sequence, so processes started
// together take consecutive turns; a pass reads about 1/N of them.

/** Whether the process `pid` takes its turn of a refresh that comes round every `every` passes on pass `pass`. */
export function refreshTurn(pid: number, pass: number, every: number): boolean {
  return (pass + pid) % every === 0;
}
