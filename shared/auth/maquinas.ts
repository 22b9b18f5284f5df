import type { Permission } from './permissions.ts';

/**
 * The machine API (issue 30 item 2): a partner's transport system calls the portal with an OAuth2
 * client-credentials access token of its own app client. These are the pure rules of what such a
 * token reaches; the handler stack, the infra and the admin screens apply them (record 0164).
 */

/** The Cognito resource server's identifier: a scope in a token reads `portal-carga/cotizar`. */
export const SERVIDOR_RECURSOS = 'portal-carga';

export const ALCANCES = ['cotizar', 'emitir', 'consultar', 'siniestros'] as const;
export type Alcance = (typeof ALCANCES)[number];

/** What each scope lets a transport system do: Cognito shows it (at most 256 characters), and so does the OpenAPI. */
export const DESCRIPCION_ALCANCE: Readonly<Record<Alcance, string>> = {
  cotizar: 'Cotizar viajes específicos y guardar la cotización',
  emitir: 'Emitir el certificado de una cotización guardada',
  consultar: 'Listar y leer los certificados de la empresa y descargar su documento',
  siniestros: 'Denunciar un siniestro de un certificado de la empresa',
};

export const isAlcance = (value: string): value is Alcance => (ALCANCES as readonly string[]).includes(value);

/** The scope as Cognito names it in `AllowedOAuthScopes` and in the token's `scope` claim. */
export const scopeCognito = (alcance: Alcance): string => `${SERVIDOR_RECURSOS}/${alcance}`;

/**
 * The scopes a token carries: its space-separated `scope` claim, keeping only this resource
 * server's known scopes (anything else a token may hold grants nothing here).
 */
export const alcancesDelToken = (scope: unknown): Alcance[] => {
  if (typeof scope !== 'string' || scope.length > 1_000) return [];
  const prefijo = `${SERVIDOR_RECURSOS}/`;
  const alcances = scope
    .split(' ')
    .filter((s) => s.startsWith(prefijo))
    .map((s) => s.slice(prefijo.length))
    .filter(isAlcance);
  return ALCANCES.filter((a) => alcances.includes(a));
};

/**
 * The scope each operation a machine may call needs: the specific-trip flow (quote, save, issue),
 * following its certificates (list, detail, the certificate's document) and the claim notice.
 * An operation missing here refuses machine tokens whatever their scopes.
 */
export const ALCANCE_DE_OPERACION: Readonly<Record<string, Alcance>> = {
  'get-parametros-aseguradora': 'cotizar',
  'cotizar-viaje': 'cotizar',
  'guardar-cotizacion': 'cotizar',
  'emitir-certificado': 'emitir',
  'list-certificados': 'consultar',
  'get-certificado': 'consultar',
  'descargar-documento-certificado': 'consultar',
  'create-siniestro': 'siniestros',
};

export const alcanceDe = (operationId: string): Alcance | undefined =>
  Object.hasOwn(ALCANCE_DE_OPERACION, operationId) ? ALCANCE_DE_OPERACION[operationId] : undefined;

/**
 * Where machines call (record 0165): every operation open to them has a second route, this prefix
 * before its own path (`/maquinas/v1/certificados`), guarded by the machine token's authorizer
 * instead of the users' JWT authorizer. The same function answers both.
 */
export const PREFIJO_MAQUINAS = '/maquinas';

export const rutaDeMaquina = (path: string): string => `${PREFIJO_MAQUINAS}${path}`;

/** The operations a machine may call, in contract order: those with a scope. */
export const operacionesDeMaquina = <O extends { id: string }>(operations: readonly O[]): O[] =>
  operations.filter((op) => alcanceDe(op.id) !== undefined);

/**
 * What each scope may do, at most. Issuing a specific trip takes the same permission as quoting it
 * (the contract's `viajesEspecificos.cotizar`): the scope, checked per operation, is what separates
 * a client that only quotes from one that binds.
 */
export const PERMISOS_DE_ALCANCE: Readonly<Record<Alcance, readonly Permission[]>> = {
  cotizar: ['viajesEspecificos.cotizar'],
  emitir: ['viajesEspecificos.cotizar'],
  consultar: ['viajesEspecificos.consultar'],
  siniestros: ['siniestros.denunciar'],
};

/**
 * A machine client's effective permissions: what its scopes allow, cut to what the role it was
 * created under holds in its company. A scope never lifts a client above the people of its company.
 */
export const permisosDeMaquina = (alcances: readonly Alcance[], permisosDelRol: Iterable<Permission>): Set<Permission> => {
  const delRol = new Set(permisosDelRol);
  return new Set(alcances.flatMap((a) => PERMISOS_DE_ALCANCE[a]).filter((p) => delRol.has(p)));
};

/** The scopes an administrator may give a new client: those whose every permission they hold. */
export const alcancesOtorgables = (permisosDelAutor: Iterable<Permission>): Alcance[] => {
  const tiene = new Set(permisosDelAutor);
  return ALCANCES.filter((a) => PERMISOS_DE_ALCANCE[a].every((p) => tiene.has(p)));
};

/**
 * Whether a machine token may call an operation: the operation is open to machines, the token
 * carries its scope, and the client's effective permissions include one the operation accepts.
 */
export const maquinaPuedeLlamar = (
  operationId: string,
  permisosDeOperacion: readonly Permission[],
  alcances: readonly Alcance[],
  permisos: ReadonlySet<Permission>,
): boolean => {
  const alcance = alcanceDe(operationId);
  if (!alcance || !alcances.includes(alcance)) return false;
  return permisosDeOperacion.length === 0 || permisosDeOperacion.some((p) => permisos.has(p));
};

/**
 * Requests per minute per client (HTTP APIs have no usage plans: the portal counts them, as for
 * public operations). The default fits a transport system quoting each shipment; an administrator
 * of the tenant may set each client's between the bounds.
 */
export const CUOTA_POR_MINUTO = { porDefecto: 120, minima: 1, maxima: 1_200 } as const;

/** The request counter's operation label for machine callers: one quota per client across the whole API. */
export const LIMITE_MAQUINAS = 'api-maquinas';

export const cuotaValida = (porMinuto: number): boolean =>
  Number.isSafeInteger(porMinuto) && porMinuto >= CUOTA_POR_MINUTO.minima && porMinuto <= CUOTA_POR_MINUTO.maxima;

/** A machine access token's lifetime: short, since a client asks for a new one with its secret whenever it needs. */
export const MINUTOS_TOKEN = 15;

/** Clients a company may hold at once: one per transport system, with room to rotate by replacement. */
export const MAX_CLIENTES_POR_EMPRESA = 5;
