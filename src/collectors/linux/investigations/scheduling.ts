// Scheduling of one process: nice and policy from /proc/PID/stat (fields 19 and 41), the affinity mask from
// /proc/PID/status Cpus_allowed, the system's online CPUs from sysfs. No priority class or EcoQoS on Linux.
import type { ProcessIdentity } from '../../../model/types.js';
import { throwIfCancelled } from '../../investigations/errors.js';
import type { SchedulingResult, SchedulingRow } from '../../investigations/types.js';
import { readOptional } from '../procfs.js';
import { linuxContext, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';
import { cpusToHex, cpusToList, parseCpuList, parseStatSchedFields, parseStatusAffinity, policyName } from './parse.js';

/**
 * One row; absent fields are omitted (spec §10) and listed with their reason in `omitted`. The status is
 * complete when nice and policy were read (the Linux counterpart of the priority class).
 */
export async function collectScheduling(
  target: ProcessIdentity,
  signal: AbortSignal,
  options: LinuxInvestigationOptions = {},
): Promise<SchedulingResult> {
  const ctx = linuxContext(options);
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withVerifiedTarget(target, ctx, ctx.afterVerify, async (verified) => {
    const sched = parseStatSchedFields(verified.statText);
    const statusText = readOptional(ctx.fs, `${verified.base}/status`, 'latin1');
    const affinity = statusText === null ? null : parseStatusAffinity(statusText);
    const onlineText = readOptional(ctx.fs, `${ctx.sysRoot}/devices/system/cpu/online`, 'latin1');
    const online = onlineText === null ? null : parseCpuList(onlineText);

    const row: { -readonly [K in keyof SchedulingRow]: SchedulingRow[K] } = {};
    const omitted: { -readonly [K in keyof SchedulingResult['omitted']]: SchedulingResult['omitted'][K] } = {
      priority_class: 'not_available_on_platform',
      eco_qos: 'not_available_on_platform',
    };
    if (sched !== null) {
      row.nice = sched.nice;
      row.policy = policyName(sched.policy);
    } else {
      omitted.nice = 'not_available';
      omitted.policy = 'not_available';
    }
    if (affinity !== null) row.process_affinity_mask = affinity;
    else omitted.process_affinity_mask = 'not_available';
    if (online !== null && online.length > 0) row.system_affinity_mask = { hex: cpusToHex(online), list: cpusToList(online) };
    else omitted.system_affinity_mask = 'not_available';
    const warnings: string[] = [];
    if (affinity === null) warnings.push('The affinity mask could not be read.');
    return {
      kind: 'scheduling',
      rows: [row],
      coverage: {},
      status: sched !== null ? 'complete' : 'partial',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      omitted,
    } satisfies SchedulingResult;
  });
}
