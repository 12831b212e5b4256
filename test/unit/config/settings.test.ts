// Guards winproc-tui.toml handling: missing fields take defaults, a corrupt or schema-invalid file is reported
// and left byte-for-byte untouched, writes are whole-file atomic, and the config directory follows the platform.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirectory, mcpDisabled, readSettings, writeSettings } from '../../../src/config/settings.js';

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
