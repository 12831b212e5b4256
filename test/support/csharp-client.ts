// The official C# MCP SDK as a client of the suite (test/clients/csharp/): built once per run like the .NET test app,
// then run as a process that drives the real bridge through the representative workflow and prints what it saw.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildDotnetProject, dotnetEnv, type DotnetProject } from './dotnet-app.js';

export const CSHARP_CLIENT: DotnetProject = {
  dir: fileURLToPath(new URL('../clients/csharp/', import.meta.url)),
  sources: ['McpWorkflowClient.csproj', 'Program.cs'],
  executable: 'McpWorkflowClient',
};

/** The NuGet package the client is built on, as its project file pins it (docs/conformance.md records it). */
export const CSHARP_SDK_PACKAGE = { name: 'ModelContextProtocol.Core', version: '2.4.0' };

/** What test/clients/csharp/Program.cs prints: one JSON object. */
export interface CsharpWorkflowReport {
  readonly client: { readonly name: string; readonly sdk_version: string };
  readonly negotiated: string;
  readonly server: string;
  readonly tools: number;
  readonly status_activity: string;
  readonly listed_pid: number;
  readonly metrics: Record<string, unknown>;
  readonly open_files: string[];
  readonly file_users: { path: string; pid: number }[];
  readonly unknown_tool: { code: number; message: string } | 'accepted';
}

export function buildCsharpClient(): string {
  return buildDotnetProject(CSHARP_CLIENT);
}

/**
 * Runs the workflow against the workload `pid`/`name` whose files lie in `dir`. The client starts `server` as its SDK
 * starts servers (StdioClientTransport, inheriting the client's environment `env`).
 */
export async function runCsharpWorkflow(workload: { pid: number; name: string; dir: string }, server: readonly string[], env: Record<string, string>): Promise<CsharpWorkflowReport> {
  const executable = buildCsharpClient();
  const { stdout } = await promisify(execFile)(executable, [String(workload.pid), workload.name, workload.dir, '--', ...server], { env: dotnetEnv(env), timeout: 120_000 });
  return JSON.parse(stdout) as CsharpWorkflowReport;
}
