// "ink frame floor" of `npm run bench -- monitor-cost --floor`: the floor of drawing with this stack. A minimal ink
// program (bundled as the application bundles ink: scripts/ink-patched.mjs, React's production build; rendered with
// the application's render options on the alternate screen) that draws screen-data.ts's screen of the application's
// shape once a second, a few cells changed each second. No sampling. raw-frame.ts draws the same without ink.
import { Box, render, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { configureAsApplication } from './app-runtime.js';
import { advance, clock, FOOTER, HEADER, INTERVAL_MS, model, SYSTEM_LABELS, systemLines, TITLE, WIDTH } from './screen-data.js';

function FloorScreen() {
  const { exit } = useApp();
  const [, setSecond] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      advance();
      setSecond(model.second);
    }, INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  useInput((input) => {
    if (input === 'q') exit();
  });
  return (
    <Box flexDirection="column" width={WIDTH}>
      <Text>
        <Text bold>{TITLE}</Text>
        <Text color="green">LIVE</Text>
        {' '.repeat(WIDTH - TITLE.length - 4 - 13)}
        <Text dimColor> {clock(model.second)}</Text>
      </Text>
      <Box>
        {SYSTEM_LABELS.map((label) => (
          <Box key={label} width={40}>
            <Text bold color="cyan">
              {label}
            </Text>
          </Box>
        ))}
      </Box>
      {systemLines().map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
      <Text inverse>{HEADER}</Text>
      <Text inverse>{model.rows[0]}</Text>
      <Text>{model.rows.slice(1).join('\n')}</Text>
      <Text>{FOOTER}</Text>
    </Box>
  );
}

configureAsApplication();
// The alternate screen, as the application draws (src/main.ts).
process.stdout.write('\u001b[?1049h');
const ui = render(<FloorScreen />, { exitOnCtrlC: true, patchConsole: true, maxFps: 60, incrementalRendering: true });
await ui.waitUntilExit();
process.stdout.write('\u001b[?1049l');
