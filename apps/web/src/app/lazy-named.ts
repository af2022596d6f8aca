import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Preloadable = { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./Page.tsx'), 'Page')`. Each page
 * is its own chunk, fetched on the route's first visit, so the log-in page does not wait for the rest.
 * `preload()` starts the fetch early (routes.tsx preloadRoute, for the page a browser opens on).
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> & Preloadable {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const preload = () => {
    // A failed fetch is not kept: the next render tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: module[name] }))),
    { preload },
  );
}
