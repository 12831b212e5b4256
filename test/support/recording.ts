// Shared by the Recording system tests: the application started with a recording directory (and sampling every
// 250 ms), and a Recording file's complete lines, each validated against its format's schema: format 3 against the
// original application's published line schema, format 4 against the project's (schemas/recording/v4-line).
import { validateRecordingV4Line } from '../../generated/recording/validators.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decodeV3 } from '../../src/recording/v3-decode.js';
import { decodeV4 } from '../../src/recording/v4-decode.js';
import { draft2020 } from './ajv.js';
import { LiveApp } from './live-app.js';

const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);

/** The application in tmux with a fresh recording directory in its settings (and the format, when given: else 4), in a terminal of `size` (LiveApp's default when not given). */
export async function startRecordingApp(prefix: string, format?: 3 | 4, size?: { readonly width: number; readonly height: number }): Promise<{ app: LiveApp; directory: string }> {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  const app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(directory)}\n${format === undefined ? '' : `format = ${format}\n`}`, size);
  return { app, directory };
}

/** The complete lines of a Recording file (a line cut by a kill has no newline yet and is not one). */
export function completeLines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1);
}

/** The format of a Recording's complete lines (its session record's `v`). */
export function formatOf(lines: readonly string[]): number {
  return (JSON.parse(lines[0]!) as { s: { v: number } }).s.v;
}

/**
 * Every complete line decodes and validates against its format's schema (format 3: the reference schema); returns
 * the record kinds. `format`: the format the file must be in.
 */
export function checkLines(path: string, format?: 3 | 4): string[] {
  const lines = completeLines(path);
  if (lines.length === 0) return [];
  const version = formatOf(lines);
  if (format !== undefined) expect(version).toBe(format);
  return lines.map((line, i) => {
    if (version === 3) {
      const ok = validateReference(JSON.parse(line));
      expect(ok, `line ${i + 1}: ${JSON.stringify(validateReference.errors)}`).toBe(true);
      return decodeV3(line).kind;
    }
    const ok = validateRecordingV4Line(JSON.parse(line));
    expect(ok, `line ${i + 1}: ${JSON.stringify(validateRecordingV4Line.errors)}`).toBe(true);
    return decodeV4(line).kind;
  });
}
