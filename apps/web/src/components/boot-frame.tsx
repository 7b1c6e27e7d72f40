import { useLayoutEffect } from 'react';

/**
 * index.html's static frame (#boot) lies over the app from the first paint until a real screen is on the page. Each
 * `HoldBootFrame` keeps it there while it is mounted (a page's chunk or the session check still loading); once none
 * is, the frame goes, in the same frame as the screen that replaces it. Outside the built page (tests, `vite dev`)
 * there is no frame and these do nothing.
 */
let holds = 0;

const releaseBootFrame = () => {
  if (holds === 0) document.getElementById('boot')?.remove();
};

export const HoldBootFrame = () => {
  useLayoutEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      releaseBootFrame();
    };
  }, []);
  return null;
};

/** At the top of the tree: after the first commit the frame goes unless something below holds it. */
export const ReleaseBootFrame = () => {
  useLayoutEffect(releaseBootFrame, []);
  return null;
};
