// Subscribes a component to the App's published view, coalescing bursts: every change published within one turn
// of the event loop (MCP connections opening and closing together, a snapshot with its notices) costs one React
// render, taken after the I/O callbacks of that turn, so it never queues in front of a key read in the same turn.
// ink's maxFps (src/main.ts) then writes at most one frame per 16 ms.
import { useCallback, useSyncExternalStore } from 'react';
import type { AppStore, AppView } from '../../app/view.js';

export function useAppView(store: AppStore): AppView {
  const subscribe = useCallback(
    (notify: () => void) => {
      let pending: NodeJS.Immediate | null = null;
      const unsubscribe = store.subscribe(() => {
        pending ??= setImmediate(() => {
          pending = null;
          notify();
        });
      });
      return () => {
        unsubscribe();
        if (pending !== null) clearImmediate(pending);
      };
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.getView, store.getView);
}
