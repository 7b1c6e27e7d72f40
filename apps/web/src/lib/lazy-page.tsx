import { lazy, type ComponentType } from 'react';
import { NewVersionPrompt } from '../components/new-version-prompt';

/** A lazy page that can start loading before it renders (main.tsx preloads the pages the address matches). */
export type LazyPage<P> = ComponentType<P> & { preload: () => void };

/**
 * React.lazy for a module's named export. A chunk that fails to load (usually because a new release
 * replaced it) renders the 'new version' prompt instead of crashing the page.
 *
 * Once the chunk is here the page renders its component directly, not through React.lazy: a lazy component that
 * has not rendered yet suspends once even when its chunk has long arrived (preloaded), and an update that is not a
 * transition (the session check's answer) then commits the skeleton and holds the page back by React's 300 ms
 * throttle on revealing suspended content (bench/README.md, issue 33 item 1).
 */
export const lazyPage = <
  P extends object = Record<string, never>,
  M extends Record<string, unknown> = Record<string, unknown>,
>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
        return { default: loaded };
      },
      (error: unknown) => {
        console.warn(`Could not load the ${name} chunk`, error);
        loaded = NewVersionPrompt as ComponentType<P>;
        return { default: loaded };
      },
    );
    return loading;
  };
  const Pending = lazy(start);
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  };
  Page.displayName = name;
  return Object.assign(Page, { preload: () => void start() });
};

/** Whether a route element's component is a lazy page (and so can be preloaded). */
export const isLazyPage = (component: unknown): component is LazyPage<object> =>
  typeof component === 'function' && typeof (component as Partial<LazyPage<object>>).preload === 'function';
