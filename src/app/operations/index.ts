// The App's operations room: the ledger of state-changing requests; the operations themselves arrive with the
// tracking, profile, recording, graph and .NET features.
export { argumentsKey, OperationLedger, OperationLedgerError, type LedgerOptions, type OperationFailure, type OperationRecord, type OperationState, type Submission } from './ledger.js';
