// Entry point: `winproc-tui` runs the TUI; `winproc-tui mcp-bridge [--raw]` runs the stdio MCP bridge.
// The bridge is dispatched before any terminal, configuration or single-instance work (spec §3.2).

async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'mcp-bridge') {
    const { runBridge } = await import('./bridge/main.js');
    await runBridge({ raw: argv.includes('--raw') });
    return;
  }
  process.stderr.write('winproc-tui: the TUI is not built yet\n');
  process.exitCode = 1;
}

await main(process.argv.slice(2));
