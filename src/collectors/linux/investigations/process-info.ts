// Process metadata of one live lifetime: image path, parent, start time, architecture (ELF header), executable
// size and modification time, and — only when requested — user and command line. The executable is opened in
// the path helper (its filesystem may be stalled); everything else comes from procfs.
import type { ProcessIdentity } from '../../../model/types.js';
import { throwIfCancelled } from '../../investigations/errors.js';
import {
  DEFAULT_PROCESS_INFO_FIELDS,
  type Field,
  type FileValue,
  type ImageValue,
  type PathText,
  type ProcessInfoField,
  type ProcessInfoOptions,
  type ProcessInfoResult,
  type ProcessInfoRow,
} from '../../investigations/types.js';
import { parseProcStatus, PF_KTHREAD } from '../parse.js';
import { UserNames } from '../users.js';
import { linuxContext, NOT_ON_PLATFORM, readFull, reasonOf, rfc3339, startTimeMs, unavailable, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';
import { formatCmdline, parseElfHeader } from './parse.js';
import { pathTextOfBinary } from './path-text.js';

export type LinuxProcessInfoOptions = LinuxInvestigationOptions & ProcessInfoOptions;

/** Bytes of the ELF header read for the architecture: e_ident (16) and e_type, e_machine (2 + 2). */
const ELF_HEADER_BYTES = 20;

const userNamesByPath = new Map<string, UserNames>();

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * One row with `pid`, `name` and the requested fields, each `{value}` or `{unavailable}`. Version resources
 * and signatures do not exist on Linux (`not_available_on_platform`). A kernel thread has no image, file or
 * command line (`not_available`). The status is partial when a requested field was refused (access denied)
 * or its filesystem did not answer; fields absent by nature leave it complete.
 */
export async function collectProcessInfo(
  target: ProcessIdentity,
  signal: AbortSignal,
  options: LinuxProcessInfoOptions = {},
): Promise<ProcessInfoResult> {
  const ctx = linuxContext(options);
  const fields = new Set<ProcessInfoField>(options.fields ?? DEFAULT_PROCESS_INFO_FIELDS);
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withVerifiedTarget(target, ctx, ctx.afterVerify, async (verified) => {
    const row: Mutable<ProcessInfoRow> = { pid: verified.pid, name: target.name };
    if (target.nameBytesHex !== undefined) row.name_bytes_hex = target.nameBytesHex;
    const kernelThread = (verified.stat.flags & PF_KTHREAD) !== 0;
    const warnings: string[] = [];

    const needsImage = fields.has('image') || fields.has('architecture') || fields.has('file');
    let imagePath: Field<PathText> | null = null;
    if (needsImage) {
      if (kernelThread) imagePath = unavailable('not_available');
      else {
        try {
          imagePath = { value: pathTextOfBinary(ctx.fs.readLink(`${verified.base}/exe`, 'latin1')) };
        } catch (error) {
          imagePath = unavailable(reasonOf(error) === 'exited' ? 'not_available' : reasonOf(error));
        }
      }
    }
    if (fields.has('image') && imagePath !== null) {
      row.image = 'value' in imagePath ? { value: { ...imagePath.value, signature: NOT_ON_PLATFORM } satisfies ImageValue } : imagePath;
    }

    if (fields.has('architecture') || fields.has('file')) {
      let architecture: Field<string>;
      let file: Field<FileValue>;
      if (imagePath === null || !('value' in imagePath)) {
        architecture = file = imagePath ?? unavailable('not_available');
      } else {
        // Open the executable through the exe link: it reaches the very file that was executed, even if it
        // was deleted or lives in another mount namespace. The recheck after collection proves the link
        // still belonged to this lifetime.
        const [result] = await ctx.helperClient().run('paths', { avoidPrefixes: [] }, [{ path: `${verified.base}/exe`, open: true, header: ELF_HEADER_BYTES }], {
          signal,
          stallTimeoutMs: ctx.pathTimeoutMs,
        });
        throwIfCancelled(signal);
        if (result.s === 'ok') {
          file = { value: { size_bytes: result.size, modified_at: rfc3339(result.mtimeMs) } };
          const elf = result.header === undefined ? null : parseElfHeader(Buffer.from(result.header, 'hex'));
          architecture = elf === null ? unavailable('not_available') : { value: elf.architecture };
        } else if (result.s === 'timeout' || result.s === 'avoided') {
          architecture = file = unavailable('timeout');
          warnings.push('The executable is on a filesystem that did not respond in time.');
        } else if (result.s === 'error') {
          const reason = result.code === 'EACCES' || result.code === 'EPERM' ? 'access_denied' : result.code === 'ENOENT' ? 'missing' : 'not_available';
          architecture = file = unavailable(reason);
        } else {
          architecture = file = unavailable('not_available');
        }
      }
      if (fields.has('architecture')) row.architecture = architecture;
      if (fields.has('file')) row.file = file;
    }

    if (fields.has('version')) row.version = NOT_ON_PLATFORM;
    if (fields.has('parent')) row.parent = { value: { pid: verified.stat.ppid } };
    if (fields.has('start_time')) {
      const ms = startTimeMs(ctx, verified.stat.startTicks);
      row.start_time = ms === null ? unavailable('not_available') : { value: rfc3339(ms) };
    }
    if (fields.has('user')) {
      try {
        const uid = parseProcStatus(ctx.fs.readText(`${verified.base}/status`, 'latin1')).uid;
        let names = userNamesByPath.get(ctx.passwdPath);
        if (names === undefined) {
          names = new UserNames(ctx.fs, ctx.passwdPath);
          userNamesByPath.set(ctx.passwdPath, names);
        }
        row.user = uid === null ? unavailable('not_available') : { value: names.nameOf(uid) };
      } catch (error) {
        row.user = unavailable(reasonOf(error));
      }
    }
    if (fields.has('command_line')) {
      try {
        const text = formatCmdline(readFull(ctx, `${verified.base}/cmdline`, 'utf8'));
        row.command_line = text === null ? unavailable('not_available') : { value: text };
      } catch (error) {
        row.command_line = unavailable(reasonOf(error));
      }
    }

    const refused = Object.values(row).some(
      (field) => typeof field === 'object' && field !== null && 'unavailable' in field && (field.unavailable === 'access_denied' || field.unavailable === 'timeout'),
    );
    return {
      kind: 'process_info',
      rows: [row],
      coverage: {},
      status: refused ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
    } satisfies ProcessInfoResult;
  });
}
