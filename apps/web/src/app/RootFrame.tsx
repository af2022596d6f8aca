import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NewVersionBanner } from '../components/NewVersionBanner.tsx';

/** Around every route: the new-version banner, scroll restoration (spec §2) and the loader of the lazy signed-in frame. */
export function RootFrame() {
  return (
    <>
      <NewVersionBanner />
      <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
