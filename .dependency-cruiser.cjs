// The rooms of src/ and who may import whom (docs/architecture.md "Rooms and who imports whom" is this file in
// words). test/unit/architecture/dependencies.test.ts runs these rules inside `npm test`: a forbidden import fails
// the suite. Arrows: tui -> app -> model; backend -> model; collectors -> model, native; bridge -> ipc, contract,
// config, generated. src/main.ts is the one module that knows every room; src/cli.ts loads the role bundles by URL.

/** Every room of src/ (folders), for "anything but" patterns. */
const ROOM = (names) => `^src/(${names.join('|')})/`;

/** A rule forbidding imports from one room into the listed rooms (and native/ when asked). */
function forbid(name, from, rooms, { native = true, comment } = {}) {
  const targets = [ROOM(rooms), '^src/main\\.ts$', '^src/cli\\.ts$'];
  if (native) targets.push('^native/');
  return { name, comment, severity: 'error', from: { path: from }, to: { path: targets } };
}

module.exports = {
  forbidden: [
    forbid('model-is-pure-data', '^src/model/', ['app', 'backend', 'bridge', 'channel', 'collectors', 'config', 'contract', 'investigation-pool', 'ipc', 'recording', 'tui'], {
      comment: 'model holds pure data (identities, snapshots, histories, summaries): no I/O, no platform, no UI, no MCP',
    }),
    {
      name: 'model-does-no-io',
      comment: 'model code runs the same in every thread and in tests: no Node built-ins',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { dependencyTypes: ['core'] },
    },
    forbid('app-sees-model-config-and-the-pool-only', '^src/app/', ['backend', 'bridge', 'collectors', 'ipc', 'tui'], {
      comment: 'the App owns state; sampling, the MCP worker and the terminal are wired to it in src/main.ts',
    }),
    forbid('tui-reads-the-app', '^src/tui/', ['backend', 'bridge', 'collectors', 'config', 'contract', 'investigation-pool', 'ipc', 'recording'], {
      comment: 'the TUI reads App views and sends App actions; it never collects, serves MCP or writes settings',
    }),
    forbid('backend-serves-from-the-model', '^src/backend/', ['app', 'bridge', 'collectors', 'config', 'tui'], {
      comment: 'the MCP side reads its mirror of the model and reaches investigations only through investigation-pool',
    }),
    forbid('collectors-know-no-consumer', '^src/collectors/', ['app', 'backend', 'bridge', 'config', 'contract', 'investigation-pool', 'ipc', 'recording', 'tui'], {
      native: false,
      comment: 'collectors produce model data from the platform; they know nothing of who consumes it',
    }),
    forbid('recording-knows-files-and-the-model', '^src/recording/', ['app', 'backend', 'bridge', 'collectors', 'config', 'contract', 'investigation-pool', 'ipc', 'tui'], {
      comment: 'the Recording format, writer and reader: model data in and out of files; the App and the MCP side use it',
    }),
    forbid('pool-runs-collectors-only', '^src/investigation-pool/', ['app', 'backend', 'bridge', 'config', 'ipc', 'tui'], {
      comment: 'the investigation pool is shared by the MCP side and the TUI, so it depends on neither',
    }),
    forbid('bridge-is-a-separate-process', '^src/bridge/', ['app', 'backend', 'collectors', 'investigation-pool', 'model', 'recording', 'tui'], {
      comment: 'the bridge process never loads the application, its collectors or its state',
    }),
    forbid('ipc-is-transport-only', '^src/ipc/', ['app', 'backend', 'bridge', 'collectors', 'config', 'contract', 'investigation-pool', 'model', 'tui'], {
      native: false,
      comment: 'framing, endpoints, peer checks and markers: no knowledge of tools or state',
    }),
    {
      name: 'channel-is-a-leaf',
      comment: 'the thread channel and reply matcher know no room: every thread of the application can use them',
      severity: 'error',
      from: { path: '^src/channel/' },
      to: { path: ['^src/(?!channel/)', '^native/', '^generated/'] },
    },
    forbid('config-is-a-leaf', '^src/config/', ['app', 'backend', 'bridge', 'collectors', 'contract', 'investigation-pool', 'ipc', 'model', 'tui']),
    forbid('contract-is-a-leaf', '^src/contract/', ['app', 'backend', 'bridge', 'collectors', 'config', 'investigation-pool', 'ipc', 'model', 'tui']),
    {
      name: 'native-declares-only',
      comment: 'koffi declarations import nothing of the product',
      severity: 'error',
      from: { path: '^native/' },
      to: { path: '^src/' },
    },
    {
      name: 'generated-is-emitted-from-schemas',
      comment: 'generated code depends on nothing hand-written',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: ['^src/', '^native/'] },
    },
    {
      name: 'only-cli-loads-main',
      comment: 'src/main.ts is the start-up wiring; only the entry (by type) and tests refer to it',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli\\.ts$' },
      to: { path: '^src/main\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'cycles hide which module owns what (type-only imports do not count: they vanish at run time)',
      severity: 'error',
      from: { path: '^(src|native|generated)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist', '^node_modules', '^test/', '^bench/', '^codegen/', '^scripts/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
