// The App's operations ledger reached in-process, for tests that run the backend without the MCP worker thread:
// the same App code the worker reaches through its host, without the thread hop.
import { App } from '../../src/app/app.js';
import type { ApplicationOperations } from '../../src/backend/context.js';
import type { OperationsPort } from '../../src/model/operations.js';

export function inProcessOperations(app: OperationsPort = new App()): ApplicationOperations {
  return {
    submit: async (submission) => app.submit(submission),
    status: async (operationId) => app.status(operationId),
    profiles: async () => app.profiles(),
    graphs: async (query) => app.graphs(query),
    dotnetCollection: async (key) => app.dotnetCollection(key),
    recording: async () => app.recording(),
  };
}
