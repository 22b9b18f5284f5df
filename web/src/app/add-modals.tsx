import { lazy } from 'react';
import type { AddModalRegistry } from '#web/features/shell/add-modals.ts';

/**
 * The create modals the menu's add buttons open (`add.modal` in shared/menu), each its own lazy chunk.
 * Built here, in the app layer, so the shell does not import the features that own them.
 */
export const ADD_MODALS: AddModalRegistry = {
  usuario: lazy(async () => ({
    default: (await import('#web/features/usuarios/components/UsuarioEditorModal.tsx')).UsuarioEditorModal,
  })),
  beneficiario: lazy(async () => ({
    default: (await import('#web/features/beneficiarios/components/BeneficiarioCreateModal.tsx')).BeneficiarioCreateModal,
  })),
};
