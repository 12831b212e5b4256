// A coarse clock for freshness labels: it ticks once a second but only re-renders when the label would change.
import { useEffect, useState } from 'react';

export function useSecondClock(labelFor: (nowMs: number) => string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let last = labelFor(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      const label = labelFor(current);
      if (label !== last) {
        last = label;
        setNow(current);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [labelFor]);
  return now;
}
