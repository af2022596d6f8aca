import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./Page.tsx'), 'Page')`. Each page
 * is its own chunk, fetched on the route's first visit, so the log-in page does not wait for the rest.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
