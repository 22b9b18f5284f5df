import { safeParse } from 'zod/mini';
import { errorBodySchema } from '#shared/contract/common.ts';
import { isPublic, type Body, type Operation, type Params, type Query, type Response } from '#shared/contract/define.ts';
import { tomarAdelantada } from './adelantadas.ts';
import { ApiError } from './api-error.ts';
import { getIdToken } from './auth/token.ts';
import { loadConfig } from './config.ts';
import { cargarDiccionario } from './diccionario.ts';
import { getSelectedEmpresaId } from './empresa.ts';
import { reportError } from './error-service.ts';
import { currentTenant } from './tenant.ts';

export interface CallInput<O extends Operation> {
  params?: Params<O>;
  query?: Partial<Query<O>>;
  body?: Body<O>;
  signal?: AbortSignal;
  /** Send x-empresa-id with the selected company (default true for user/sso operations). */
  withEmpresa?: boolean;
  /** Use this bearer instead of the stored session (token entry). */
  token?: string;
  /** Extra request headers (e.g. Idempotency-Key); they cannot replace the auth, tenant or company headers. */
  headers?: Record<string, string>;
  /** Do not open the global error modal on 5xx or network failures (optional data whose failure goes unnoticed). */
  silent?: boolean;
}

/** Set by apiCall itself from the operation and the session; never taken from CallInput.headers. */
const RESERVED_HEADERS = new Set(['accept', 'authorization', 'x-api-key', 'x-empresa-id', 'content-type']);

/** /v1/usuarios/{id} + {id: 7} -> /v1/usuarios/7; the query string skips undefined and null. */
export const buildUrl = (path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Falta el parámetro ${name} para ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
};

/**
 * How this tenant reads the API's messages: the API answers in the spec's Spanish, which es-AR shows
 * as it comes and its other clients read; pt-BR reads them in Portuguese (record 0175). The dictionary
 * loads with the first error a pt-BR tenant meets, so no first screen carries it.
 */
const enIdioma = async (): Promise<(mensaje: string) => string> => {
  const tal = (mensaje: string) => mensaje;
  if (currentTenant().locale === 'es-AR') return tal;
  // Offline the dictionary's chunk cannot load either: the message is shown as it came.
  // The first screens show before the rest of the messages, which brings the dictionary: an answer may come first.
  return Promise.all([import('./mensaje-en-idioma.ts'), cargarDiccionario(currentTenant().locale)]).then(
    ([m]) => m.mensajeEnIdioma,
    () => tal,
  );
};

const report = (error: ApiError, silent = false): void => {
  if (silent) return;
  if (error.status === 0 || error.status >= 500) {
    reportError({
      titleKey: error.status === 0 ? 'errors.network.title' : 'errors.server.title',
      message: error.message,
      status: error.status,
      ...(error.requestId ? { requestId: error.requestId } : {}),
    });
  }
};

/**
 * Calls one contract operation: URL from op.path/op.method, auth headers from op.callers, the answer
 * parsed with op.response. Throws ApiError; 5xx and network failures also reach the global error modal.
 */
export const apiCall = async <O extends Operation>(op: O, input: CallInput<O> = {}): Promise<Response<O>> => {
  const url = buildUrl(op.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  const extra = Object.entries(input.headers ?? {}).filter(([name]) => !RESERVED_HEADERS.has(name.toLowerCase()));
  const headers: Record<string, string> = { ...Object.fromEntries(extra), accept: 'application/json' };

  if (isPublic(op)) {
    const { publicApiKey } = await loadConfig();
    headers['x-api-key'] = publicApiKey;
  } else {
    const token = input.token ?? (await getIdToken());
    if (!token) throw new ApiError(401, (await enIdioma())('Sesión inválida o vencida. Volvé a iniciar sesión.'));
    headers.authorization = `Bearer ${token}`;
    const empresaId = input.withEmpresa === false ? undefined : getSelectedEmpresaId();
    if (empresaId !== undefined) headers['x-empresa-id'] = String(empresaId);
  }

  let body: string | undefined;
  if (input.body !== undefined && op.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }

  // A plain GET the entry already started for this same session and company (record 0181).
  const adelantada =
    op.method === 'GET' && extra.length === 0 && headers.authorization
      ? tomarAdelantada(url, { authorization: headers.authorization, empresaId: headers['x-empresa-id'] })
      : undefined;
  let res: globalThis.Response;
  try {
    res = await (adelantada ?? fetch(url, { method: op.method, headers, body, signal: input.signal ?? null }));
  } catch (err) {
    if ((err as { name?: string }).name === 'AbortError') throw err;
    const error = new ApiError(
      0,
      (await enIdioma())('No pudimos conectarnos con el servidor. Revisá tu conexión e intentá de nuevo.'),
    );
    report(error, input.silent);
    throw error;
  }

  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(json);
    const traducir = await enIdioma();
    const error = parsed.success
      ? new ApiError(
          res.status,
          traducir(parsed.data.message),
          parsed.data.errors?.map((e) => ({ path: e.path, message: traducir(e.message) })),
          parsed.data.requestId,
        )
      : new ApiError(res.status, res.statusText || `Error ${res.status}`);
    report(error, input.silent);
    throw error;
  }

  if (res.status === 204 || op.status === 204) return undefined as Response<O>;
  const parsed = safeParse(op.response, json);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${op.id}`, parsed.error);
    const error = new ApiError(502, (await enIdioma())(`Respuesta inesperada del servidor (${op.id}).`));
    report(error, input.silent);
    throw error;
  }
  return parsed.data as Response<O>;
};
