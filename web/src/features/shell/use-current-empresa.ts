import type { Me } from '#shared/contract/schemas/me.ts';
import { pickEmpresa, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import type { EmpresaDelUsuario } from '#web/lib/layout-context.ts';

/** The company the user works under: the stored selection if still theirs, else the first. */
export const useCurrentEmpresa = (me: Me): EmpresaDelUsuario | undefined => pickEmpresa(me.empresas, useSelectedEmpresaId());
