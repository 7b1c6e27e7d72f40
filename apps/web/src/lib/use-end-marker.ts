import { useIntersection } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

const noMarker = (_node: HTMLElement | null) => {};
const THRESHOLD = 0.5;

/** Whether at least half of `node` is in the window widened by `marginPx`, read from the layout as it is now. */
const halfInView = (node: Element, marginPx: number) => {
  const box = node.getBoundingClientRect();
  if (box.height === 0) return box.top >= -marginPx && box.top <= window.innerHeight + marginPx;
  const visible = Math.min(box.bottom, window.innerHeight + marginPx) - Math.max(box.top, -marginPx);
  return visible / box.height >= THRESHOLD;
};

/**
 * The end marker of an infinite list (docs/product/shell.md#limits): calls `onReach` when the returned ref's element is at least half
 * in view (`rootMargin` widens the view) while `enabled`. It asks again whenever `enabled` turns true with the marker
 * still in view, so a marker left in view after a page loads asks for the next one. Still in view is read from the
 * layout at that moment: the observer's last answer predates the page just drawn, which has usually pushed the marker
 * away, and trusting it loaded one page too many. Without an IntersectionObserver (old browsers, jsdom) nothing is
 * asked.
 */
export const useEndMarker = (onReach: () => void, enabled: boolean, options: { rootMargin?: string } = {}) => {
  const { ref, entry } = useIntersection<HTMLElement>({ threshold: THRESHOLD, rootMargin: options.rootMargin });
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  const inView = entry?.isIntersecting ?? false;
  const target = entry?.target;
  const marginPx = Number.parseFloat(options.rootMargin ?? '0') || 0;
  useEffect(() => {
    if (inView && enabled && target && halfInView(target, marginPx)) latest.current();
  }, [inView, enabled, target, marginPx]);
  return typeof IntersectionObserver === 'undefined' ? noMarker : ref;
};
