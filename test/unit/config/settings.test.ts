// Guards winproc-tui.toml handling: missing fields take defaults, a corrupt or schema-invalid file is reported
// and left byte-for-byte untouched, writes are whole-file atomic, and the config directory follows the platform.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirectory, mcpDisabled, readSettings, SETTINGS_MAX_BYTES, writeSettings } from '../../../src/config/settings.js';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'winproc-settings-')), 'winproc-tui.toml');

describe('readSettings', () => {
  it('treats a missing file as defaults, with MCP enabled', () => {
    const read = readSettings(fresh());
    expect(read.status).toBe('missing');
    expect(mcpDisabled(read.config)).toBe(false);
  });

  it('keeps MCP enabled for an older file without the field', () => {
    const path = fresh();
    writeFileSync(path, '[tracking]\nworking_names = ["node"]\n');
    const read = readSettings(path);
    expect(read.status).toBe('ok');
    expect(mcpDisabled(read.config)).toBe(false);
    expect(read.config.tracking?.working_names).toEqual(['node']);
  });

  it('reads a saved disabled setting', () => {
    const path = fresh();
    writeFileSync(path, 'mcp_connections_disabled = true\n');
    expect(mcpDisabled(readSettings(path).config)).toBe(true);
  });

  it.each([
    ['not TOML', 'this is = = not toml\n', /not valid TOML/],
    ['wrong type', 'mcp_connections_disabled = "yes"\n', /does not match the settings schema/],
    ['wrong enum', '[tracking]\nstartup_mode = "sometimes"\n', /does not match the settings schema/],
  ])('reports a %s file and never touches it', (_name, text, reason) => {
    const path = fresh();
    writeFileSync(path, text);
    const read = readSettings(path);
    expect(read.status).toBe('invalid');
    if (read.status === 'invalid') expect(read.reason).toMatch(reason);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});

describe('writeSettings', () => {
  it('round-trips and leaves no temporary file behind', () => {
    const path = fresh();
    writeSettings(path, { mcp_connections_disabled: true, tracking: { working_names: ['a b', 'ünï'] } });
    const read = readSettings(path);
    expect(read.status).toBe('ok');
    expect(read.config).toEqual({ mcp_connections_disabled: true, tracking: { working_names: ['a b', 'ünï'] } });
    expect(readdirSync(join(path, '..'))).toEqual(['winproc-tui.toml']);
  });
});

describe('configDirectory', () => {
  it('uses XDG_CONFIG_HOME on Linux, ~/.config otherwise, and APPDATA on Windows', () => {
    expect(configDirectory({ XDG_CONFIG_HOME: '/x/conf' }, 'linux')).toBe('/x/conf/winproc-tui');
    expect(configDirectory({ XDG_CONFIG_HOME: 'relative' }, 'linux')).toMatch(/\.config\/winproc-tui$/);
    expect(configDirectory({ APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'win32')).toContain('winproc-tui');
  });
});

describe('files that are not settings files', () => {
  // Each of these hung the application and the bridge (a blocking read) or filled memory before reads were
  // non-blocking, limited to regular files and capped.
  it('refuses a FIFO without blocking, and leaves it in place', () => {
    const path = fresh();
    execFileSync('mkfifo', [path]);
    const read = readSettings(path);
    expect(read).toMatchObject({ status: 'invalid', reason: expect.stringContaining('is not a regular file') });
    expect(lstatSync(path).isFIFO()).toBe(true);
  });

  it('refuses a link to /dev/zero without reading it', () => {
    const path = fresh();
    symlinkSync('/dev/zero', path);
    expect(readSettings(path)).toMatchObject({ status: 'invalid', reason: expect.stringContaining('is not a regular file') });
  });

  it('refuses a regular file larger than the cap', () => {
    const path = fresh();
    writeFileSync(path, `# ${'x'.repeat(SETTINGS_MAX_BYTES)}\n`);
    expect(readSettings(path)).toMatchObject({ status: 'invalid', reason: expect.stringContaining(`larger than ${SETTINGS_MAX_BYTES} bytes`) });
  });

  it('reads a settings file kept as a symbolic link', () => {
    const path = fresh();
    const real = join(dirname(path), 'dotfiles.toml');
    writeFileSync(real, 'mcp_connections_disabled = true\n');
    symlinkSync(real, path);
    expect(readSettings(path)).toMatchObject({ status: 'ok', config: { mcp_connections_disabled: true } });
  });
});

describe('writeSettings through a symbolic link', () => {
  it('writes the link target and keeps the link', () => {
    const path = fresh();
    const real = join(dirname(path), 'managed', 'winproc.toml');
    mkdirSync(dirname(real));
    writeFileSync(real, 'mcp_connections_disabled = false\n');
    symlinkSync('managed/winproc.toml', path);
    writeSettings(path, { mcp_connections_disabled: true });
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toContain('mcp_connections_disabled = true');
    expect(readdirSync(dirname(real))).toEqual(['winproc.toml']);
  });

  it('creates the target of a dangling link instead of replacing the link', () => {
    const path = fresh();
    const real = join(dirname(path), 'not-yet.toml');
    symlinkSync(real, path);
    writeSettings(path, { mcp_connections_disabled: true });
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
    expect(readSettings(path)).toMatchObject({ status: 'ok', config: { mcp_connections_disabled: true } });
  });
});
