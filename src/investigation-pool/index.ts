// The door to investigations for the MCP backend and the TUI: the shared pool, the kinds it collects and the domain
// failures it reports. Neither side imports collectors/ directly.
export {
  closeInvestigationPool,
  investigationPool,
  InvestigationPool,
  PoolBusyError,
  setInvestigationPool,
  type AnyInvestigationResult,
  type InvestigationRequest,
  type PoolFailureKind,
  type PoolTask,
  type TaskOutcome,
} from './pool.js';
export {
  adoptFileUsersLockBuffer,
  DEFAULT_PROCESS_INFO_FIELDS,
  fileUsersLockBuffer,
  type InvestigationKind,
  type ProcessInfoField,
} from '../collectors/investigations/index.js';
