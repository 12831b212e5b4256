// Runs the bridge process: MCP over stdio, diagnostics on stderr only, exit on stdin EOF.
import { createBridgeServer } from './server.js';
import { LineStdioTransport } from './stdio-transport.js';
import { createGateway } from './gateway.js';

export interface BridgeRunOptions {
  readonly raw: boolean;
}

/** stdout carries MCP messages only: anything that would print to it goes to stderr instead. */
function protectStdout(): void {
  const toStderr = (...parts: unknown[]) => process.stderr.write(`${parts.map(String).join(' ')}\n`);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
}

export async function runBridge(options: BridgeRunOptions): Promise<void> {
  protectStdout();
  const gateway = createGateway({ raw: options.raw });
  const { server, toolCalls, modern } = createBridgeServer({ raw: options.raw, gateway });
  const transport = new LineStdioTransport(process.stdin, process.stdout);
  // Plain tools/call requests skip the SDK's per-message zod passes; the SDK still serves everything else.
  transport.route('tools/call', toolCalls);
  // Requests of the modern revision (2026-07-28) never reach the SDK, which speaks only the legacy ones (eras.ts).
  transport.serveModern(modern);
  transport.onerror = (error) => process.stderr.write(`winproc-tui mcp-bridge: stdin error: ${error.name}\n`);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(transport);
  await closed;
  await gateway.close();
  // Client EOF ends the bridge; it never stops the application (spec §3.2).
  process.exit(0);
}
