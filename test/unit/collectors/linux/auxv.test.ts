// The sampler reads USER_HZ and the page size from the kernel's auxiliary vector instead of spawning getconf: the
// values must be the ones getconf reports on this host, read from the vector itself (not from getconf's fallback).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AUXV_TYPES, auxvEntry, clockTicksPerSecond } from '../../../../src/collectors/linux/sampling.js';

const getconf = (name: string) => Number(execFileSync('getconf', [name], { encoding: 'utf8' }).trim());

// x64 and arm64 only: elsewhere the sampler asks getconf, as before (src/collectors/linux/sampling.ts).
describe.runIf(process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64'))('auxiliary vector', () => {
  it('holds the clock tick rate and the page size that getconf reports', () => {
    expect(auxvEntry(AUXV_TYPES.CLK_TCK)).toBe(getconf('CLK_TCK'));
    expect(auxvEntry(AUXV_TYPES.PAGESIZE)).toBe(getconf('PAGESIZE'));
    expect(clockTicksPerSecond()).toBe(getconf('CLK_TCK'));
  });

  it('answers null for an entry the vector does not carry', () => {
    // 0xffff is no AT_* type the kernel defines.
    expect(auxvEntry(0xffffn)).toBeNull();
  });
});
