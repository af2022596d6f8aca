import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NewVersionBanner } from '../components/NewVersionBanner.tsx';

/** Around every route: the new-version banner and the loader of the lazy signed-in frame (AppRouter restores the scroll position). */
export function RootFrame() {
  return (
    <>
      <NewVersionBanner />
      <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
        <Outlet />
      </Suspense>
    </>
  );
}
