// Reads and writes winproc-tui.toml: defaults for missing fields, a corrupt file reported and left untouched,
// atomic writes. Shared by the application (reads, and writes after a successful run) and the bridge (reads only).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'smol-toml';
import type { WinprocConfig } from '../../generated/types/config.js';
import { validateConfig } from '../../generated/validators/config.js';

export const CONFIG_FILE_NAME = 'winproc-tui.toml';

/** The platforms whose per-user configuration directory this module knows. */
export type ConfigPlatform = 'linux' | 'win32';

/**
 * The per-user configuration directory of a platform: a path convention, not a system call. The caller names the
 * platform (the start-up module from collectors/, the bridge from its launcher), so this room never asks.
 */
export function configDirectory(env: NodeJS.ProcessEnv, platform: ConfigPlatform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'winproc-tui');
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'winproc-tui');
}

export function configPath(env: NodeJS.ProcessEnv, platform: ConfigPlatform): string {
  return join(configDirectory(env, platform), CONFIG_FILE_NAME);
}

export type SettingsRead =
  | { readonly status: 'missing'; readonly config: WinprocConfig }
  | { readonly status: 'ok'; readonly config: WinprocConfig }
  /** Unreadable, not TOML, or not the schema: the file is left as it is and never overwritten by this run. */
  | { readonly status: 'invalid'; readonly config: WinprocConfig; readonly reason: string };

export function readSettings(path: string): SettingsRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing', config: {} };
    return { status: 'invalid', config: {}, reason: `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    const line = (error as { line?: number }).line;
    return { status: 'invalid', config: {}, reason: `${path} is not valid TOML${line ? ` (line ${line})` : ''}` };
  }
  if (!validateConfig(value)) {
    const where = validateConfig.errors?.[0]?.instancePath || 'the top level';
    return { status: 'invalid', config: {}, reason: `${path} does not match the settings schema at ${where}` };
  }
  return { status: 'ok', config: value };
}

/** Whether saved settings disable MCP connections; missing fields take the enabled default (spec §3.2). */
export function mcpDisabled(config: WinprocConfig): boolean {
  return config.mcp_connections_disabled === true;
}

/** Writes the whole file through a temporary sibling and a rename, so a crash never leaves half a file. */
export function writeSettings(path: string, config: WinprocConfig): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `# winproc-tui settings, written after a successful run.\n${stringify(config)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}
