// Guards the schema-first pipeline: the committed generated/ tree is exactly what schemas/ produce.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

it('generated code matches the schemas (npm run codegen:check)', () => {
  const tsx = join(root, 'node_modules/.bin/tsx');
  const output = execFileSync(tsx, ['codegen/index.ts', '--check'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect(output).toMatch(/generated files match schemas/);
});
