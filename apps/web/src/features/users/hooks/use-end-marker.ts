import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReach` when the returned ref's element is at least half in view (spec 001 §9). The observer is made anew
 * whenever `enabled` turns true, so a marker still in view after a page loads asks for the next one.
 */
export const useEndMarker = (onReach: () => void, enabled: boolean) => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
};
