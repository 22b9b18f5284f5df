/**
 * GET requests started by the entry before the app's code has loaded (record 0181): a signed-in visit
 * asks for `/v1/me` while the layout's chunks still download, instead of after they ran. `apiCall` takes
 * the answer only for the same URL, bearer and company, once, and while it is fresh; anything else
 * makes its own request, so a session that changed in between never reads another one's answer.
 */
const VIGENCIA_MS = 30_000;

interface Adelantada {
  respuesta: Promise<Response>;
  desde: number;
}

const adelantadas = new Map<string, Adelantada>();

/** The headers that decide whose answer it is. */
export interface Credenciales {
  authorization: string;
  empresaId?: string | undefined;
}

const claveDe = (url: string, { authorization, empresaId }: Credenciales) => `${url}\n${authorization}\n${empresaId ?? ''}`;

export const adelantar = (url: string, credenciales: Credenciales, ahora = Date.now()): void => {
  const headers: Record<string, string> = { accept: 'application/json', authorization: credenciales.authorization };
  if (credenciales.empresaId !== undefined) headers['x-empresa-id'] = credenciales.empresaId;
  const respuesta = fetch(url, { headers });
  // Never taken (the visit went elsewhere): its failure is nobody's to report.
  respuesta.catch(() => undefined);
  adelantadas.set(claveDe(url, credenciales), { respuesta, desde: ahora });
};

/** The early answer for this request, once; undefined when there is none or it is stale. */
export const tomarAdelantada = (url: string, credenciales: Credenciales, ahora = Date.now()): Promise<Response> | undefined => {
  const clave = claveDe(url, credenciales);
  const adelantada = adelantadas.get(clave);
  adelantadas.delete(clave);
  return adelantada && ahora - adelantada.desde < VIGENCIA_MS ? adelantada.respuesta : undefined;
};
