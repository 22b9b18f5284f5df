import { useOutletContext } from 'react-router-dom';
import type { Me } from '#shared/contract/schemas/me.ts';
import type { EmpresaDelUsuario } from './use-current-empresa.ts';

export interface LayoutContext {
  me: Me;
  empresa: EmpresaDelUsuario | undefined;
}

/** The signed-in user and selected company, for pages rendered inside the layout. */
export const useLayoutContext = (): LayoutContext => useOutletContext<LayoutContext>();
