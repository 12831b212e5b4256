// F1 support: ink's useInput reports function keys as empty input, so this listens to the raw input events.
import { useEffect } from 'react';
import { useStdin } from 'ink';
import type { EventEmitter } from 'node:events';

/** xterm, VT100 and linux-console encodings of F1. */
const F1_SEQUENCES = new Set(['\u001bOP', '\u001b[11~', '\u001b[[A', '\u001b[1P']);

export function useF1(onF1: () => void): void {
  // internal_eventEmitter is ink's own input bus (the one useInput subscribes to); it is typed in StdinContext.
  const { internal_eventEmitter: events } = useStdin() as unknown as { internal_eventEmitter?: EventEmitter };
  useEffect(() => {
    if (!events) return;
    const handle = (data: string | Buffer) => {
      if (F1_SEQUENCES.has(String(data))) onF1();
    };
    events.on('input', handle);
    return () => {
      events.removeListener('input', handle);
    };
  }, [events, onF1]);
}
