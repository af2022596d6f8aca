import { useEffect, useState } from 'react';

/**
 * False until the frame after the component's first paint. What renders behind it (and the chunk it
 * loads) waits until the page shows: React.lazy alone starts its import in the first render, so on a
 * fast connection the chunk arrives, runs and renders before the first paint and delays it.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The callback runs before the next frame is painted; a task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHasPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
