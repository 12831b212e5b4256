// The install-script policy of package.json (`allowScripts`, enforced by npm 12): every dependency of the lockfile
// that has an install script has a decision, no decision is stale, and each denied package works without its script
// here, where its platform package is installed (CI installs with npm 12, which never ran them; the Inspector CLI's
// round trip without its postinstall is test/system/mcp-clients.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };

/** The package name of an allowScripts key: `name`, `name@1.2.3`, `@scope/name` or `@scope/name@1.2.3`. */
const nameOf = (key: string) => key.slice(0, key.indexOf('@', 1) > 0 ? key.indexOf('@', 1) : key.length);

const run = (source: string) => execFileSync(process.execPath, ['-e', source], { cwd: ROOT, encoding: 'utf8' }).trim();

describe('install scripts (allowScripts)', () => {
  const withScripts = [...new Set(Object.entries(lock.packages).filter(([, entry]) => entry.hasInstallScript === true).map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)))].sort();
  const decided = Object.keys(pkg.allowScripts ?? {}).map(nameOf).sort();

  it('decides every dependency install script in the lockfile, and nothing else', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(decided).toEqual(withScripts);
  });

  it('denies koffi\'s install (a source build when no prebuilt loads): the prebuilt platform package loads and calls libc', () => {
    expect(pkg.allowScripts?.koffi).toBe(false);
    const out = run(`const k = require('koffi'); const getpid = k.load('libc.so.6').func('int getpid()'); process.stdout.write(String(getpid() === process.pid))`);
    expect(out).toBe('true');
  });

  it('denies esbuild\'s postinstall (a check of the binary, a download when the platform package is missing): the platform binary transforms', () => {
    expect(pkg.allowScripts?.esbuild).toBe(false);
    const out = run(`require('esbuild').transform('let a: number = 1', { loader: 'ts' }).then((r) => process.stdout.write(r.code.trim()))`);
    expect(out).toBe('let a = 1;');
  });

  it('denies the Inspector\'s postinstall (client installs for a source checkout; it exits inside node_modules): its CLI build is shipped', () => {
    expect(pkg.allowScripts?.['@modelcontextprotocol/inspector']).toBe(false);
    const out = run(`const fs = require('fs'); const dir = require('path').dirname(require.resolve('@modelcontextprotocol/inspector/package.json')); process.stdout.write(String(fs.readdirSync(dir + '/clients/cli/build').length > 0))`);
    expect(out).toBe('true');
  });
});
