// F1, F5 and F9: ink's useInput reports function keys as empty input, so this listens to the raw input events
// (useRawInput, which hooks/useKeyHandler.ts also uses for an Esc read together with the next key).
import { useEffect, useRef } from 'react';
import { useStdin } from 'ink';
import type { EventEmitter } from 'node:events';

/** xterm, VT100, rxvt and linux-console encodings of the function keys the key table uses. */
const SEQUENCES: ReadonlyMap<string, FunctionKey> = new Map([
  ['\u001bOP', 'f1'],
  ['\u001b[11~', 'f1'],
  ['\u001b[[A', 'f1'],
  ['\u001b[1P', 'f1'],
  ['\u001b[15~', 'f5'],
  ['\u001b[[E', 'f5'],
  ['\u001b[20~', 'f9'],
]);

export type FunctionKey = 'f1' | 'f5' | 'f9';

/**
 * The raw input events ink's own input bus delivers (the one useInput subscribes to), one sequence each. `first`:
 * this listener hears each event before every useInput handler (which re-subscribe, last, after each render).
 */
export function useRawInput(onInput: (data: string) => void, first = false): void {
  // internal_eventEmitter is ink's own input bus; it is typed in StdinContext.
  const { internal_eventEmitter: events } = useStdin() as unknown as { internal_eventEmitter?: EventEmitter };
  useEffect(() => {
    if (!events) return;
    const handle = (data: string | Buffer) => onInput(String(data));
    if (first) events.prependListener('input', handle);
    else events.on('input', handle);
    return () => {
      events.removeListener('input', handle);
    };
  }, [events, onInput, first]);
}

export function useFunctionKeys(onKey: (key: FunctionKey) => void): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  const listener = useRef((data: string) => {
    const key = SEQUENCES.get(data);
    if (key) handler.current(key);
  });
  useRawInput(listener.current);
}
