import { useState } from 'react';

/**
 * A number that grows each time `opened` turns true. Keying a drawer's body on it gives every opening a fresh
 * draft taken from what is applied, even when the drawer is reopened during its closing transition.
 */
export const useOpenGeneration = (opened: boolean): number => {
  const [state, setState] = useState({ opened, generation: 0 });
  if (state.opened !== opened) {
    const next = { opened, generation: opened ? state.generation + 1 : state.generation };
    setState(next);
    return next.generation;
  }
  return state.generation;
};
