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
  adoptInvestigationSlotsBuffer,
  investigationSlots,
  investigationSlotsBuffer,
  SlotBudget,
  type SlotUse,
} from './budget.js';
export {
  adoptFileUsersLockBuffer,
  DEFAULT_PROCESS_INFO_FIELDS,
  fileUsersLockBuffer,
  type EnvironmentRow,
  type Field,
  type InvestigationKind,
  type ModuleRow,
  type OpenFileRow,
  type ProcessInfoField,
  type ProcessInfoRow,
} from '../collectors/investigations/index.js';
// A held lifetime is no collection: an exit wait checks one descriptor or handle per applied sample, so it stays in
// the caller's thread instead of occupying one of the pool's slots for up to a minute.
export { holdLifetime, isInvestigationError, type HeldLifetime } from '../collectors/investigations/index.js';
