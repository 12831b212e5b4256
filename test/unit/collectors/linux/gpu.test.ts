// Guards when the DRM scan walks a process's descriptors (each walk costs a readlink per descriptor): never walked,
// a DRM client whose descriptor count changed, a changed count every 10 passes, else only on the socket scan's
// 60-pass stagger (so the walk is shared with it).
import { describe, expect, it } from 'vitest';
import { acceptDrmWalk, drmWalkDue, newDrmState } from '../../../../src/collectors/linux/gpu.js';

describe('drmWalkDue', () => {
  const PID = 1234; // (pass + 1234) % 60 === 0 at pass 26, % 10 === 0 at passes 6, 16, 26, …

  it('walks a process never walked, and not twice in one pass', () => {
    const state = newDrmState();
    expect(drmWalkDue(state, PID, 1, 5)).toBe(true);
    acceptDrmWalk(state, [], 1, 5);
    expect(drmWalkDue(state, PID, 1, 9)).toBe(false);
  });

  it('a process without DRM descriptors: unchanged, only on the 60-pass stagger; changed, every 10 passes', () => {
    const state = newDrmState();
    acceptDrmWalk(state, [], 1, 5);
    const due = (fdCount: number) => Array.from({ length: 60 }, (_, i) => i + 2).filter((pass) => drmWalkDue(state, PID, pass, fdCount));
    expect(due(5)).toEqual([26]);
    expect(due(6)).toEqual([6, 16, 26, 36, 46, 56]);
  });

  it('a DRM client is walked again on every descriptor-count change', () => {
    const state = newDrmState();
    acceptDrmWalk(state, [['4', 'renderD128']], 1, 5);
    expect(drmWalkDue(state, PID, 2, 5)).toBe(false);
    expect(drmWalkDue(state, PID, 2, 6)).toBe(true);
  });
});
