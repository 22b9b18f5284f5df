import { Outlet } from 'react-router-dom';
import { DocumentTitle } from '#web/components/DocumentTitle.tsx';

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
