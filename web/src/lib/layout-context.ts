import { useOutletContext } from 'react-router-dom';
import type { Me } from '#shared/contract/schemas/me.ts';

/** One company of the signed-in user, with their role and permissions there. */
export type EmpresaDelUsuario = Me['empresas'][number];

export interface LayoutContext {
  me: Me;
  empresa: EmpresaDelUsuario | undefined;
}

/** The signed-in user and selected company, for pages rendered inside the layout (the shell provides it). */
export const useLayoutContext = (): LayoutContext => useOutletContext<LayoutContext>();
