// Subscribes a component to the App's published view.
import { useSyncExternalStore } from 'react';
import type { AppStore, AppView } from '../../app/view.js';

export function useAppView(store: AppStore): AppView {
  return useSyncExternalStore(store.subscribe, store.getView, store.getView);
}
