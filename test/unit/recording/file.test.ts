// Guards the Recording file: created new under a generated name (never overwriting an existing file), records
// appended as whole lines, the end record written on close, and a file whose directory was deleted while
// recording reported as a failure (writes to the removed file would otherwise vanish silently).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeLines, RecordingFile, RecordingFileError } from '../../../src/recording/file.js';

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
});
