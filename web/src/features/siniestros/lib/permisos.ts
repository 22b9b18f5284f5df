import type { Permission } from '#shared/auth/permissions.ts';

export interface PermisosSiniestro {
  consultar: boolean;
  denunciar: boolean;
  editar: boolean;
  /** infoInterna.ver: the internal id of a claim is shown. */
  infoInterna: boolean;
}

export const permisosSiniestro = (permisos: readonly Permission[] | undefined): PermisosSiniestro => {
  const p = new Set(permisos ?? []);
  return {
    consultar: p.has('siniestros.consultar'),
    denunciar: p.has('siniestros.denunciar'),
    editar: p.has('siniestros.editar'),
    infoInterna: p.has('infoInterna.ver'),
  };
};

/** '12,15,abc' -> [12, 15] (the open claim tabs in the query string). */
export const parseAbiertos = (raw: string | null): number[] =>
  [...new Set((raw ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0);
