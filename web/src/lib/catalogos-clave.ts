import type { CatalogoNombre } from '#shared/catalogos/schemas.ts';

/** A catalogue's query key: `useCatalogo` caches under it, the messages' translation reads from it. */
export const claveCatalogo = <N extends CatalogoNombre>(catalogo: N) => ['catalogos', catalogo] as const;
