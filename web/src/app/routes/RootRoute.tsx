import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DocumentTitle } from '#web/components/DocumentTitle.tsx';
import { usePrimeraPantallaPintada } from '#web/lib/primera-pantalla.ts';

// Off the first load (decisions 0176 and 0185): no form is dirty before the first screen has painted.
const UnsavedChangesModal = lazy(async () => ({
  default: (await import('#web/components/UnsavedChangesModal.tsx')).UnsavedChangesModal,
}));

export function RootRoute() {
  const pintada = usePrimeraPantallaPintada();
  return (
    <>
      <DocumentTitle />
      {/* One 'Salir' modal for every form guarded by useUnsavedChangesGuard. */}
      <Suspense fallback={null}>{pintada && <UnsavedChangesModal />}</Suspense>
      <Outlet />
    </>
  );
}
