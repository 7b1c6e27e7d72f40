import { useIntersection } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

const noMarker = (_node: HTMLElement | null) => {};

/**
 * The end marker of an infinite list (docs/product/shell.md#limits): calls `onReach` when the returned ref's element is at least half
 * in view (`rootMargin` widens the view) while `enabled`. It asks again whenever `enabled` turns true with the marker
 * still in view, so a marker left in view after a page loads asks for the next one. Without an IntersectionObserver
 * (old browsers, jsdom) nothing is asked.
 */
export const useEndMarker = (onReach: () => void, enabled: boolean, options: { rootMargin?: string } = {}) => {
  const { ref, entry } = useIntersection<HTMLElement>({ threshold: 0.5, rootMargin: options.rootMargin });
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  const inView = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (inView && enabled) latest.current();
  }, [inView, enabled]);
  return typeof IntersectionObserver === 'undefined' ? noMarker : ref;
};
