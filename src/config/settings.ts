// Reads and writes winproc-tui.toml: defaults for missing fields, a corrupt file reported and left untouched,
// atomic writes. Shared by the application (reads, and writes after a successful run) and the bridge (reads only).
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readlinkSync, readSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
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

/** A settings file is a few hundred bytes; anything far larger is not one, and is never read whole. */
export const SETTINGS_MAX_BYTES = 1024 * 1024;

/**
 * The file's text, read without blocking: a FIFO or device in its place (or a link to one, such as /dev/zero)
 * must neither hang the application or the bridge nor fill memory, so only a regular file of at most
 * SETTINGS_MAX_BYTES is read. Throws a NodeJS error (ENOENT...) or an Error with a reason for the user.
 */
function readSettingsText(path: string): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${path} is not a regular file`);
    if (stat.size > SETTINGS_MAX_BYTES) throw new Error(`${path} is larger than ${SETTINGS_MAX_BYTES} bytes`);
    // The size can change while reading: one byte beyond the cap is read to notice a file that grew past it.
    const buffer = Buffer.alloc(SETTINGS_MAX_BYTES + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > SETTINGS_MAX_BYTES) throw new Error(`${path} is larger than ${SETTINGS_MAX_BYTES} bytes`);
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}

export function readSettings(path: string): SettingsRead {
  let text: string;
  try {
    text = readSettingsText(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing', config: {} };
    if (code === undefined && error instanceof Error) return { status: 'invalid', config: {}, reason: error.message };
    return { status: 'invalid', config: {}, reason: `cannot read ${path} (${code ?? 'error'})` };
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

/**
 * Where writing `path` must land: a settings file kept as a symbolic link (dotfile managers do this) is written
 * through to the link's target, so quitting never replaces the link with a regular file.
 */
function writeTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Missing, or a link whose target does not exist yet: follow the links by hand to the name to create.
  let target = path;
  for (let hops = 0; hops < 40; hops += 1) {
    let isLink: boolean;
    try {
      isLink = lstatSync(target).isSymbolicLink();
    } catch {
      return target;
    }
    if (!isLink) return target;
    const next = readlinkSync(target);
    target = isAbsolute(next) ? next : resolve(dirname(target), next);
  }
  throw Object.assign(new Error(`too many symbolic links at ${path}`), { code: 'ELOOP' });
}

/** Writes the whole file through a temporary sibling and a rename, so a crash never leaves half a file. */
export function writeSettings(path: string, config: WinprocConfig): void {
  const target = writeTarget(path);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `# winproc-tui settings, written after a successful run.\n${stringify(config)}\n`, { mode: 0o600 });
  renameSync(temporary, target);
}
