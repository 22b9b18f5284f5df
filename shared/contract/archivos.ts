/**
 * Where the portal's files live in its bucket, declared once: the functions build every object key
 * here (functions/lib/files/storage.ts), the CDK grants each function the key patterns of the zones
 * it declares (`files:read:<zona>`, ...), and the local IAM check compares every object key with
 * the same patterns.
 *
 * A key is `<raiz>/<tenant>/<clase>/<...>`: the area first (the pending uploads' lifecycle rule
 * acts on it), then the tenant, then what the file belongs to. IAM cannot know the tenant (it is
 * decided at run time, from the verified token or the host), so a zone's pattern (`patronDeZona`)
 * puts `*` in the tenant's place. IAM's `*` also crosses `/`; what keeps a pattern to its zone is
 * the class segment after the tenant, and no key carries a class name deeper down (ids, lists and
 * sanitised file names only; every key builder is tested to fall in exactly one zone).
 */
export const RAIZ_PENDIENTES = 'uploads-pendientes';
const DOCUMENTOS = 'documentos';

export const ZONAS_ARCHIVOS = {
  /** A coverage's conditions (seeded with the rate table; public). */
  condiciones: { raiz: 'condiciones' },
  /** Uploads signed for a claim's lists, waiting to be attached. */
  'subidas-siniestros': { raiz: RAIZ_PENDIENTES, clase: 'siniestros' },
  /** Uploads signed for a claim being filed (signed-in or public), waiting for the filing. */
  'subidas-denuncias': { raiz: RAIZ_PENDIENTES, clase: 'denuncias' },
  /** Uploads of a constancia de situación fiscal (issuers, clients), waiting for the save. */
  'subidas-constancias': { raiz: RAIZ_PENDIENTES, clase: 'constancias' },
  /** Uploads of a declaration's invoice or payment proof, waiting to be attached. */
  'subidas-declaraciones': { raiz: RAIZ_PENDIENTES, clase: 'declaracion' },
  /** Exports built on request, read once through a link; they expire with the pending area. */
  exportaciones: { raiz: RAIZ_PENDIENTES, clase: 'exportaciones' },
  'viajes-especificos': { raiz: DOCUMENTOS, clase: 'viajes-especificos' },
  /** Cargo and container certificates (floating policies). */
  'certificados-carga': { raiz: DOCUMENTOS, clase: 'certificado-carga' },
  'certificados-anuales': { raiz: DOCUMENTOS, clase: 'certificado-anual' },
  /** A boat quote's and its policy's PDFs, read by the public checkout. */
  embarcaciones: { raiz: DOCUMENTOS, clase: 'cotizacion-embarcacion' },
  siniestros: { raiz: DOCUMENTOS, clase: 'siniestros' },
  /** A declaration's invoice, CFDI, payment proofs and bordereaux. */
  declaraciones: { raiz: DOCUMENTOS, clase: 'declaracion' },
  /** An issuer's files (its constancias). */
  emisores: { raiz: DOCUMENTOS, clase: 'emisor' },
  /** A client's files (its constancias). */
  clientes: { raiz: DOCUMENTOS, clase: 'cliente' },
} as const satisfies Record<string, { raiz: string; clase?: string }>;

export type ZonaArchivos = keyof typeof ZONAS_ARCHIVOS;

type Definicion = { raiz: string; clase?: string };
const definicion = (zona: ZonaArchivos): Definicion => ZONAS_ARCHIVOS[zona];

/** The IAM key pattern of a zone (the object part of `arn:aws:s3:::bucket/<pattern>`). */
export const patronDeZona = (zona: ZonaArchivos): string => {
  const { raiz, clase } = definicion(zona);
  return clase ? `${raiz}/*/${clase}/*` : `${raiz}/*`;
};

/** A key's segment is never empty nor a path step: a value that would be is refused. */
const segmento = (valor: string | number): string => {
  const s = String(valor);
  if (!s || s === '.' || s === '..') throw new Error(`invalid key segment ${JSON.stringify(s)}`);
  return s;
};

/** The key of an object of a zone: area, tenant, class, then the zone's own parts, in order. */
export const claveEnZona = (zona: ZonaArchivos, tenant: string, ...partes: (string | number)[]): string => {
  const { raiz, clase } = definicion(zona);
  return [raiz, segmento(tenant), ...(clase ? [clase] : []), ...partes.map(segmento)].join('/');
};

/** The start every key of a zone has for one tenant (a presigned POST's `starts-with` condition). */
export const prefijoDeZona = (zona: ZonaArchivos, tenant: string): string => {
  const { raiz, clase } = definicion(zona);
  return `${[raiz, segmento(tenant), ...(clase ? [clase] : [])].join('/')}/`;
};

/**
 * IAM's string match (`StringLike`, resource ARNs): `*` is any run of characters, `/` included,
 * `?` any one character, everything else itself.
 */
export const coincide = (patron: string, valor: string): boolean => {
  const regex = patron
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 's').test(valor);
};

/**
 * The zones of every document the portal renders (certificates, annual quotes, boat quote and policy):
 * the documents subscriber makes them and reintentar-documentos makes what it could not.
 */
export const DOCUMENTOS_RENDERIZADOS = [
  'files:write:viajes-especificos',
  'files:write:certificados-carga',
  'files:write:certificados-anuales',
  'files:write:embarcaciones',
] as const satisfies readonly `files:write:${ZonaArchivos}`[];
