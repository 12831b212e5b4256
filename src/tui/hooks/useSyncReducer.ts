// A reducer whose latest state is readable at once: terminal keys can arrive faster than React re-renders,
// and the next key must see the state the previous one produced (for example `/` then the filter text).
import { useCallback, useRef, useState } from 'react';

export function useSyncReducer<S, A>(reducer: (state: S, action: A) => S, initial: S): [S, (action: A) => void, { readonly current: S }] {
  const ref = useRef(initial);
  const [state, setState] = useState(initial);
  const dispatch = useCallback(
    (action: A) => {
      ref.current = reducer(ref.current, action);
      setState(ref.current);
    },
    [reducer],
  );
  return [state, dispatch, ref];
}
