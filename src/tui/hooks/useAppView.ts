// Subscribes a component to the App's published view, coalescing bursts: the first change of a quiet period
// redraws at once, later ones within `minIntervalMs` wait for one trailing redraw, so many MCP connections opening
// and closing cost at most one frame per 16 ms and never queue work in front of a key.
import { useCallback, useSyncExternalStore } from 'react';
import type { AppStore, AppView } from '../../app/view.js';

export const FRAME_INTERVAL_MS = 16;

export function useAppView(store: AppStore, minIntervalMs = FRAME_INTERVAL_MS): AppView {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: NodeJS.Timeout | null = null;
      let last = 0;
      const fire = () => {
        timer = null;
        last = Date.now();
        notify();
      };
      const unsubscribe = store.subscribe(() => {
        if (timer !== null) return;
        const wait = last + minIntervalMs - Date.now();
        if (wait <= 0) fire();
        else timer = setTimeout(fire, wait);
      });
      return () => {
        unsubscribe();
        if (timer !== null) clearTimeout(timer);
      };
    },
    [store, minIntervalMs],
  );
  return useSyncExternalStore(subscribe, store.getView, store.getView);
}
