// A coarse clock for time labels (freshness, the REC elapsed time): it ticks once a second but only re-renders when
// the label would change. The label function is read through a ref, so a view that changes faster than once a
// second (fast sampling) does not restart the timer and freeze the clock.
import { useEffect, useRef, useState } from 'react';

export function useSecondClock(labelFor: (nowMs: number) => string): number {
  const [now, setNow] = useState(() => Date.now());
  const label = useRef(labelFor);
  label.current = labelFor;
  const shown = useRef(now);
  shown.current = now;
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      if (label.current(current) !== label.current(shown.current)) setNow(current);
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
