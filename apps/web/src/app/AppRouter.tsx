import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router';
import { holdsNavigation } from '../lib/navigation-blocker.ts';

const history = createBrowserHistory({ v5Compat: true });

const SCROLL_KEY = 'gc_scroll_positions';
/** Where each visited entry of the tab's history was scrolled to, kept over a reload (sessionStorage). */
const scrollPositions: Record<string, number> = readScrollPositions();

function readScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
  } catch {
    return {};
  }
}

let current: Location = history.location;
let setRouterState: ((state: { action: NavigationType; location: Location }) => void) | undefined;
/** Set while the router takes back a browser back/forward a blocker held (its own popstate is not a navigation). */
let undoing: Promise<void> | undefined;
let undone: (() => void) | undefined;

function toLocation(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: current.pathname, search: '', hash: '', ...path, state, key: 'next' } as Location;
}

/** In-app navigations, asked of the blocker first (lib/navigation-blocker.ts). */
const navigator: Navigator = {
  createHref: history.createHref,
  encodeLocation: history.encodeLocation,
  go: history.go,
  push(to, state) {
    const go = () => history.push(to, state);
    if (!holdsNavigation(current, toLocation(to, state), NavigationType.Push, go)) go();
  },
  replace(to, state) {
    const go = () => history.replace(to, state);
    if (!holdsNavigation(current, toLocation(to, state), NavigationType.Replace, go)) go();
  },
};

history.listen(({ action, location, delta }) => {
  if (undone) {
    undone();
    undone = undefined;
    return;
  }
  // The browser has moved already: a held back/forward is taken back, and made again if the page lets it through.
  if (action === NavigationType.Pop && delta) {
    const isHeld = holdsNavigation(current, location, action, () => void undoing?.then(() => history.go(delta)));
    if (isHeld) {
      undoing = new Promise((resolve) => {
        undone = resolve;
      });
      history.go(-delta);
      return;
    }
  }
  scrollPositions[current.key] = window.scrollY;
  current = location;
  startTransition(() => setRouterState?.({ action, location }));
});

/**
 * The app's router: React Router's declarative one (components, no loaders or actions: the data
 * router cost 17 KB gzip of the log-in page, issue 18), with what the app used of the data router:
 * in-app navigations and back/forward held by a page's blocker (useBlocker), and the scroll position
 * restored on back/forward and reset on a new page (spec §2), as React Router's ScrollRestoration.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: current });
  useLayoutEffect(() => {
    setRouterState = setState;
    // A back/forward between the module's load and the first render.
    setState((shown) => (shown.location === current ? shown : { action: history.action, location: current }));
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      scrollPositions[current.key] = window.scrollY;
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(scrollPositions));
    };
    window.addEventListener('pagehide', keep);
    return () => {
      setRouterState = undefined;
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  const { action, location } = state;
  useLayoutEffect(() => {
    const saved = action === NavigationType.Pop ? scrollPositions[location.key] : undefined;
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location]);

  return (
    <Router location={location} navigationType={action} navigator={navigator}>
      {children}
    </Router>
  );
}
