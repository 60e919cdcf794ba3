import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` until the browser has painted the screen once, then `children`. For a chart
 * whose code is large (the charting library): its code is asked for only after the screen's figures
 * are on screen, so fetching and running it does not hold back their first paint. And for the
 * sections at the end of a screen, below its first view (fallback null): the browser paints the
 * top of the screen without rendering and laying them out first, then they are drawn below it. Only
 * what comes last may wait this way: content drawn later above other content would push it down.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the next paint; a task queued from it runs after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted ? children : fallback;
}
