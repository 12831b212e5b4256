// Guards the Recording file: created new under a generated name (never overwriting an existing file), records
// appended as whole lines, the end record written on close, and a file whose directory was deleted while
// recording reported as a failure (writes to the removed file would otherwise vanish silently), and a full disk (a
// small tmpfs the test mounts; mounting needs root, so without root that case is reported as skipped) reported with
// its code while the file keeps exactly its complete lines: a batch half written before ENOSPC is cut off again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeLines, RecordingFile, RecordingFileError } from '../../../src/recording/file.js';
import { decodeV3 } from '../../../src/recording/v3-decode.js';
import { requireRoot } from '../../support/privileges.js';

const AS_ROOT = requireRoot('The full-disk check (it mounts a 64 KiB tmpfs)', process.getuid?.());

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('RecordingFile', () => {
  it('takes the next free name instead of overwriting, and ends with the end record', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'winproc-20261205101500.log'), 'keep');
    const file = RecordingFile.create(dir, '20261205101500');
    expect(file.logId).toBe('winproc-20261205101500-2.log');
    expect(file.append(encodeLines([{ kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 0, name: null } }]))).toBeNull();
    expect(file.close({ endedAtMs: 5, reason: 'stopped' })).toBeNull();
    expect(readFileSync(join(dir, 'winproc-20261205101500.log'), 'utf8')).toBe('keep');
    expect(readFileSync(file.path, 'utf8')).toBe('{"g":[0,0,0,null]}\n{"e":[5,"stopped"]}\n');
  });

  it('refuses a directory that does not exist', () => {
    expect(() => RecordingFile.create(join(tempDir(), 'missing'), '20261205101500')).toThrow(RecordingFileError);
  });

  it('reports a file whose directory was deleted while recording, once, and writes nothing more', () => {
    const dir = tempDir();
    const file = RecordingFile.create(dir, '20261205101500');
    const line = encodeLines([{ kind: 'end', end: { endedAtMs: 1, reason: 'stopped' } }]);
    expect(file.append(line)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
    expect(file.append(line)).toMatch(/was removed/);
    expect(file.append(line)).toBeNull();
    expect(file.failed).toMatch(/was removed/);
    expect(file.close(null)).toMatch(/was removed/);
  });

  it.skipIf(!AS_ROOT)('reports a full disk with ENOSPC and keeps exactly the complete lines written before it', () => {
    const dir = tempDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
    try {
      const file = RecordingFile.create(dir, '20261205101500');
      // Batches of 40 lines of ~100 bytes: the one that meets the end of the disk is written only in part.
      const batch = encodeLines(Array.from({ length: 40 }, (_, i) => ({ kind: 'gpu' as const, gpu: { adapterId: i, luidHigh: 0, luidLow: 0, name: 'x'.repeat(80) } })));
      let written = 0;
      let failure: string | null = null;
      for (let i = 0; i < 100 && failure === null; i++) {
        failure = file.append(batch);
        if (failure === null) written += Buffer.byteLength(batch);
      }
      expect(failure).toMatch(/^write failed \(ENOSPC: the disk is full\)$/);
      expect(written).toBeGreaterThan(0);
      // Nothing more is written, the end record neither; the failure stays the file's answer.
      expect(file.close({ endedAtMs: 1, reason: 'stopped' })).toBe(failure);
      expect(statSync(file.path).size).toBe(written);
      const text = readFileSync(file.path, 'utf8');
      expect(text.endsWith('\n')).toBe(true);
      const lines = text.slice(0, -1).split('\n');
      expect(lines.length).toBe((written / Buffer.byteLength(batch)) * 40);
      for (const line of lines) expect(decodeV3(line).kind).toBe('gpu');
    } finally {
      execFileSync('umount', ['-l', dir]);
    }
  });
});
