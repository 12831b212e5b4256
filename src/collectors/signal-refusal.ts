// An investigation's identity failure as a refusal to signal (shared by the Linux and Windows signal modules).
import type { SignalOutcome } from '../model/termination.js';
import { InvestigationError } from './investigations/errors.js';

export function refusalOf(error: unknown): SignalOutcome {
  if (!(error instanceof InvestigationError)) throw error;
  switch (error.kind) {
    case 'exited':
      return { ok: false, reason: 'exited', message: 'the process is no longer running (or its PID now names another process); nothing was signaled.' };
    case 'identity_changed':
      return { ok: false, reason: 'identity_changed', message: 'the PID now runs another program; nothing was signaled.' };
    case 'identity_unverifiable':
      return { ok: false, reason: 'identity_unverifiable', message: 'its start time is unknown, so its identity cannot be verified; nothing was signaled.' };
    case 'access_denied':
      return { ok: false, reason: 'access_denied', message: `permission denied (${error.message})` };
    case 'unsupported':
      return { ok: false, reason: 'unsupported', message: error.message };
    default:
      return { ok: false, reason: 'failed', message: error.message };
  }
}
