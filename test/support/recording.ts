// Shared by the Recording system tests: the application started with a recording directory (and sampling every
// 250 ms), and a Recording file's complete lines, each validated against the original application's published
// line schema.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decodeV3 } from '../../src/recording/v3-layout.js';
import { draft2020 } from './ajv.js';
import { LiveApp } from './live-app.js';

const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);

/** The application in tmux with a fresh recording directory in its settings. */
export async function startRecordingApp(prefix: string): Promise<{ app: LiveApp; directory: string }> {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  const app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(directory)}\n`);
  return { app, directory };
}

/** The complete lines of a Recording file (a line cut by a kill has no newline yet and is not one). */
export function completeLines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1);
}

/** Every complete line decodes and validates against the reference schema; returns the record kinds. */
export function checkLines(path: string): string[] {
  return completeLines(path).map((line, i) => {
    const ok = validateReference(JSON.parse(line));
    expect(ok, `line ${i + 1}: ${JSON.stringify(validateReference.errors)}`).toBe(true);
    return decodeV3(line).kind;
  });
}
