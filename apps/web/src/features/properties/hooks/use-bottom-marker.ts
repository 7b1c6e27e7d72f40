import { useEffect, useRef, useState } from 'react';

/** Infinite-scroll observer settings (spec 000 §9). */
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '20px', threshold: 0.5 };

/**
 * Calls `onReach` when the returned ref's element comes into view. The observer is made anew whenever `enabled`
 * turns true, so a marker still in view after a page loads asks for the next one.
 */
export const useBottomMarker = (onReach: () => void, enabled: boolean) => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, OBSERVER_OPTIONS);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
};
