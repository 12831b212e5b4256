// Subscribes a component to the App's published view, coalescing bursts: every change published within one turn
// of the event loop (MCP connections opening and closing together, a snapshot with its notices) costs one React
// render, taken after the I/O callbacks of that turn, and changes that keep coming (many MCP connections opening and
// closing) re-render at most once per FRAME_MS, so they never queue renders in front of keys. A key press is never
// held back: input lifts the limit, so the App's answer to a key is drawn at once. ink's maxFps (src/main.ts) then
// writes at most one frame per 16 ms.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AppStore, AppView } from '../../app/view.js';
import { useRawInput } from './useFunctionKeys.js';

/** The shortest time between two renders the App's own changes cause (60 per second). */
export const FRAME_MS = 16;

/** `frameMs`: the shortest time between two renders the App's changes cause (tests lengthen it). */
export function useAppView(store: AppStore, frameMs = FRAME_MS): AppView {
  // Set by the subscription: called on input, before the key handlers act.
  const onInput = useRef<() => void>(() => undefined);
  const subscribe = useCallback(
    (notify: () => void) => {
      let immediate: NodeJS.Immediate | null = null;
      let timer: NodeJS.Timeout | null = null;
      let lastMs = -Infinity;
      const render = () => {
        immediate = null;
        timer = null;
        lastMs = performance.now();
        notify();
      };
      const schedule = () => {
        if (immediate !== null || timer !== null) return;
        const wait = lastMs + frameMs - performance.now();
        if (wait <= 0) immediate = setImmediate(render);
        else timer = setTimeout(render, wait);
      };
      const unsubscribe = store.subscribe(schedule);
      onInput.current = () => {
        // What the key changes in the App (and anything still waiting) is drawn in this turn.
        lastMs = -Infinity;
        if (timer !== null) {
          clearTimeout(timer);
          timer = null;
          schedule();
        }
      };
      return () => {
        unsubscribe();
        onInput.current = () => undefined;
        if (immediate !== null) clearImmediate(immediate);
        if (timer !== null) clearTimeout(timer);
      };
    },
    [store, frameMs],
  );
  const inputListener = useRef(() => onInput.current());
  useRawInput(inputListener.current);
  return useSyncExternalStore(subscribe, store.getView, store.getView);
}
