import { Outlet, ScrollRestoration } from 'react-router';
import { NewVersionBanner } from '../components/NewVersionBanner.tsx';

/** Around every route: the new-version banner and scroll restoration (spec §2). */
export function RootFrame() {
  return (
    <>
      <NewVersionBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
