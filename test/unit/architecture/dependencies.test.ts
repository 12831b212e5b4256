// Guards the rooms of src/ and their one-way arrows (docs/architecture.md): the dependency-cruiser rules in
// .dependency-cruiser.cjs hold for the whole tree, they really catch each kind of forbidden import (a fixture tree
// with one violation per rule), and platform branching stays where the architecture allows it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

async function violations(baseDir: string, roots: string[]): Promise<string[]> {
  const { output } = await cruise(
    roots,
    {
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      baseDir,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^(dist|node_modules)' },
    },
    { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  );
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the rooms of src/', () => {
  it('has no forbidden import anywhere in src/, native/ and generated/', async () => {
    expect(await violations(ROOT, ['src', 'native', 'generated'])).toEqual([]);
  });

  it('reports each kind of forbidden import (fixture tree with one violation per rule)', async () => {
    const found = await violations(join(ROOT, 'test/fixtures/architecture'), ['src']);
    expect(found).toEqual([
      'backend-serves-from-the-model: src/backend/imports-app.ts -> src/app/a.ts',
      'bridge-is-a-separate-process: src/bridge/imports-model.ts -> src/model/types.ts',
      'model-does-no-io: src/model/does-io.ts -> fs',
      'no-circular: src/app/cycle-a.ts -> src/app/cycle-b.ts',
      'recording-knows-files-and-the-model: src/recording/imports-app.ts -> src/app/a.ts',
      'tui-reads-the-app: src/tui/imports-collectors.ts -> src/collectors/probe.ts',
    ]);
  });
});

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('platform branching', () => {
  // Only collectors/, native/, the ipc endpoint pair (and its chooser) and the bridge launcher's strategy ask the OS
  // which platform this is; everything else is told (DESIGN §2).
  const ALLOWED = [/^src\/collectors\//, /^src\/ipc\/endpoint(-linux|-win32)?\.ts$/, /^src\/ipc\/peer(-linux|-win32)?\.ts$/, /^src\/bridge\/launcher\.ts$/];

  it('reads process.platform only where the architecture allows it', () => {
    const offenders = sourceFiles(join(ROOT, 'src'))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))
      .filter((file) => /process\.platform\b/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
