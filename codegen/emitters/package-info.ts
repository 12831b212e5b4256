// Emits generated/package-info.ts: the package name and version, so both processes report the same version.
import { type EmittedFile, header, readJson } from '../emit.js';

export function emitPackageInfo(): EmittedFile[] {
  const pkg = readJson<{ name: string; version: string }>('package.json');
  const content = [
    header('package-info', ['package.json']),
    '// Name and version of this package as both the application and the bridge report them.',
    '',
    `export const PACKAGE_NAME = ${JSON.stringify(pkg.name)};`,
    `export const PACKAGE_VERSION = ${JSON.stringify(pkg.version)};`,
    '',
  ].join('\n');
  return [{ path: 'generated/package-info.ts', content }];
}
