import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NewVersionPrompt } from '../components/new-version-prompt';

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
): LazyExoticComponent<ComponentType<P>> =>
  lazy(async () => {
    try {
      const module = await load();
      return { default: module[name] as ComponentType<P> };
    } catch (error) {
      console.warn(`Could not load the ${name} chunk`, error);
      return { default: NewVersionPrompt as ComponentType<P> };
    }
  });
