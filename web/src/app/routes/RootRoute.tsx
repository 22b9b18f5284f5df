import { Outlet } from 'react-router-dom';
import { DocumentTitle } from '#web/components/DocumentTitle.tsx';
import { UnsavedChangesModal } from '#web/components/UnsavedChangesModal.tsx';

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      {/* One 'Salir' modal for every form guarded by useUnsavedChangesGuard. */}
      <UnsavedChangesModal />
      <Outlet />
    </>
  );
}
