// The terminal's size, following resize events.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export function useTerminalSize(): { width: number; height: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState({ width: stdout.columns || 80, height: stdout.rows || 24 });
  useEffect(() => {
    const onResize = () => setSize({ width: stdout.columns || 80, height: stdout.rows || 24 });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
