// The mouse (SGR 1006 reports, enabled by src/main.ts): a click on a row selects it, on a column header sorts by
// it, on a Process Info tab shows it, on a Settings line selects it and changes it as Space does; the wheel scrolls
// the table, help, Settings or the Process Info list.
import { useRef } from 'react';
import { useRawInput } from './useFunctionKeys.js';

export type MouseEvent =
  | { readonly kind: 'click'; readonly x: number; readonly y: number }
  | { readonly kind: 'wheel'; readonly by: -1 | 1; readonly x: number; readonly y: number };

// eslint-disable-next-line no-control-regex
const SGR = /^\u001b\[<(\d+);(\d+);(\d+)([Mm])$/;

/** Whether `input` (as ink's useInput hands it over, with or without its ESC) is a mouse report, which no key is. */
export function isMouseReport(input: string): boolean {
  return /^\u001b?\[<\d+;\d+;\d+[Mm]$/.test(input);
}

/** A report as an event (0-based cell), or null for what the TUI ignores: releases, motion, other buttons. */
export function parseMouse(data: string): MouseEvent | null {
  const match = SGR.exec(data);
  if (!match) return null;
  const button = Number(match[1]);
  const x = Number(match[2]) - 1;
  const y = Number(match[3]) - 1;
  if (match[4] === 'm' || (button & 32) !== 0) return null; // release, motion
  if ((button & 64) !== 0) return (button & 3) === 0 ? { kind: 'wheel', by: -1, x, y } : (button & 3) === 1 ? { kind: 'wheel', by: 1, x, y } : null;
  return (button & 3) === 0 ? { kind: 'click', x, y } : null;
}

export function useMouse(onEvent: (event: MouseEvent) => void): void {
  // The latest handler, so the raw-input subscription is not renewed on every frame.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const listener = useRef((data: string) => {
    const event = parseMouse(data);
    if (event) handler.current(event);
  });
  useRawInput(listener.current);
}
