import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DocumentTitle } from '#web/components/DocumentTitle.tsx';

// Off the first load (decision 0176): no form is dirty before the page has painted.
const UnsavedChangesModal = lazy(async () => ({
  default: (await import('#web/components/UnsavedChangesModal.tsx')).UnsavedChangesModal,
}));

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      {/* One 'Salir' modal for every form guarded by useUnsavedChangesGuard. */}
      <Suspense fallback={null}>
        <UnsavedChangesModal />
      </Suspense>
      <Outlet />
    </>
  );
}
