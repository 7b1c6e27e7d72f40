import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NewVersionPrompt } from '../components/new-version-prompt';

/** A lazy page that can start loading before it renders (main.tsx preloads the pages the address matches). */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * React.lazy for a module's named export. A chunk that fails to load (usually because a new release
 * replaced it) renders the 'new version' prompt instead of crashing the page.
 */
export const lazyPage = <
  P extends object = Record<string, never>,
  M extends Record<string, unknown> = Record<string, unknown>,
>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage<P> => {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] as ComponentType<P> }),
      (error: unknown) => {
        console.warn(`Could not load the ${name} chunk`, error);
        return { default: NewVersionPrompt as ComponentType<P> };
      },
    );
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
};

/** Whether a route element's component is a lazy page (and so can be preloaded). */
export const isLazyPage = (component: unknown): component is LazyPage<object> =>
  typeof component === 'object' && component !== null && typeof (component as LazyPage<object>).preload === 'function';
