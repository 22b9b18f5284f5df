import { randomBytes, randomUUID } from 'node:crypto';
import { MAX_ENDPOINTS_POR_EMPRESA } from '#shared/contract/schemas/webhook.ts';
import { urlInvalida } from '#shared/webhooks/destino.ts';
import type { EventoWebhook } from '#shared/webhooks/eventos.ts';
import type { Principal } from '../auth/principal.ts';
import { ConditionFailed } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { EndpointWebhook, type EndpointWebhookItem } from '../data/webhooks.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../http/errors.ts';
import { portsMode } from '../ports/adapters.ts';

type Quien = Pick<Principal, 'db' | 'usuario' | 'empresaId'>;

const ENTIDAD = 'endpoint-webhook';
export const LIMITE_ENDPOINTS = `La empresa ya tiene ${MAX_ENDPOINTS_POR_EMPRESA} endpoints: eliminá uno antes de registrar otro.`;
export const DOS_SECRETOS = 'El endpoint ya tiene dos secretos: retirá el viejo antes de rotar otra vez.';
export const ULTIMO_SECRETO = 'Es el único secreto del endpoint: no se puede retirar.';
export const CAMBIO_SIMULTANEO = 'Los secretos del endpoint cambiaron mientras tanto: volvé a intentar.';

/** An endpoint as its administrators see it: the secrets' ids and dates, never their values. */
export const vistaEndpoint = (e: EndpointWebhookItem) => ({
  id: e.id,
  url: e.url,
  descripcion: e.descripcion,
  eventos: e.eventos,
  activo: e.activo,
  creado: e.creado,
  secretos: e.secretos.map(({ id, creado }) => ({ id, creado })),
});

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognised for what it is. */
const nuevoSecreto = () => ({
  id: randomBytes(6).toString('hex'),
  valor: `whsec_${randomBytes(32).toString('base64url')}`,
  creado: new Date().toISOString(),
});

/** The URL may receive deliveries, or 400 on `url` with the reason (http://localhost only on the local stack). */
const comprobarUrl = (url: string) => {
  const motivo = urlInvalida(url, portsMode() === 'local');
  if (motivo) throw new ValidationError([{ path: 'url', message: motivo }]);
};

const endpointsDeEmpresa = async ({ db, empresaId }: Quien) =>
  (await db.query(EndpointWebhook, 'primary', { empresaId }, { limit: MAX_ENDPOINTS_POR_EMPRESA + 1, consistent: true })).items;

/** The caller's company's endpoint, or 404: another company's (or tenant's) is not told apart from none. */
export const endpointDeEmpresa = async ({ db, empresaId }: Quien, id: string): Promise<EndpointWebhookItem> => {
  const endpoint = await db.get(EndpointWebhook, { empresaId, id }, { consistent: true });
  if (!endpoint) throw new NotFoundError();
  return endpoint;
};

export const listarEndpoints = async (quien: Quien) => (await endpointsDeEmpresa(quien)).map(vistaEndpoint);

export const crearEndpoint = async (quien: Quien, datos: { url: string; descripcion: string; eventos: EventoWebhook[] }) => {
  comprobarUrl(datos.url);
  if ((await endpointsDeEmpresa(quien)).length >= MAX_ENDPOINTS_POR_EMPRESA) throw new HttpError(422, LIMITE_ENDPOINTS);
  const secreto = nuevoSecreto();
  const endpoint: EndpointWebhookItem = {
    empresaId: quien.empresaId,
    id: randomUUID(),
    url: datos.url,
    descripcion: datos.descripcion,
    eventos: [...new Set(datos.eventos)],
    activo: true,
    secretos: [secreto],
    versionSecretos: 1,
    creado: new Date().toISOString(),
    creadoPor: quien.usuario.id,
  };
  await quien.db.write([
    ...EndpointWebhook.create(endpoint),
    ...auditar({
      entidad: ENTIDAD,
      id: endpoint.id,
      accion: 'crear',
      por: quien.usuario,
      hacia: { url: endpoint.url, eventos: endpoint.eventos },
    }),
  ]);
  return { cliente: vistaEndpoint(endpoint), secreto: { id: secreto.id, valor: secreto.valor } };
};

export interface CambiosEndpoint {
  url?: string;
  descripcion?: string;
  eventos?: EventoWebhook[];
  activo?: boolean;
}

/** Each field is set on its own, so two administrators changing different fields at once both keep theirs. */
export const cambiarEndpoint = async (quien: Quien, id: string, cambios: CambiosEndpoint) => {
  if (cambios.url !== undefined) comprobarUrl(cambios.url);
  const antes = await endpointDeEmpresa(quien, id);
  const set = Object.fromEntries(
    Object.entries({ ...cambios, eventos: cambios.eventos && [...new Set(cambios.eventos)] }).filter(([, v]) => v !== undefined),
  ) as Partial<EndpointWebhookItem>;
  if (!Object.keys(set).length) return vistaEndpoint(antes);
  const despues = await quien.db.updated<typeof EndpointWebhook>(
    EndpointWebhook.update({ empresaId: quien.empresaId, id }, { set }),
  );
  await quien.db.write(
    auditar({ entidad: ENTIDAD, id, accion: 'editar', por: quien.usuario, desde: pick(antes, set), hacia: set }),
  );
  return vistaEndpoint(despues);
};

const pick = (e: EndpointWebhookItem, set: Partial<EndpointWebhookItem>) =>
  Object.fromEntries(Object.keys(set).map((k) => [k, e[k as keyof EndpointWebhookItem]]));

export const eliminarEndpoint = async (quien: Quien, id: string): Promise<void> => {
  await endpointDeEmpresa(quien, id);
  await quien.db.write([
    ...EndpointWebhook.delete({ empresaId: quien.empresaId, id }),
    ...auditar({ entidad: ENTIDAD, id, accion: 'eliminar', por: quien.usuario }),
  ]);
};

/** Writes the secrets if nobody changed them since they were read (409 otherwise). */
const guardarSecretos = async (quien: Quien, antes: EndpointWebhookItem, secretos: EndpointWebhookItem['secretos']) => {
  try {
    return await quien.db.updated<typeof EndpointWebhook>(
      EndpointWebhook.update(
        { empresaId: quien.empresaId, id: antes.id },
        { set: { secretos, versionSecretos: antes.versionSecretos + 1 } },
        { when: { versionSecretos: antes.versionSecretos } },
      ),
    );
  } catch (err) {
    throw err instanceof ConditionFailed ? new ConflictError(CAMBIO_SIMULTANEO) : err;
  }
};

/** A second secret: every delivery carries both signatures until the old one is withdrawn. */
export const rotarSecretoEndpoint = async (quien: Quien, id: string) => {
  const antes = await endpointDeEmpresa(quien, id);
  if (antes.secretos.length >= 2) throw new ConflictError(DOS_SECRETOS);
  const secreto = nuevoSecreto();
  const despues = await guardarSecretos(quien, antes, [...antes.secretos, secreto]);
  await quien.db.write(
    auditar({ entidad: ENTIDAD, id, accion: 'rotar-secreto', por: quien.usuario, detalle: { secretoId: secreto.id } }),
  );
  return { cliente: vistaEndpoint(despues), secreto: { id: secreto.id, valor: secreto.valor } };
};

export const retirarSecretoEndpoint = async (quien: Quien, id: string, secretoId: string) => {
  const antes = await endpointDeEmpresa(quien, id);
  if (!antes.secretos.some((s) => s.id === secretoId)) throw new NotFoundError();
  if (antes.secretos.length < 2) throw new ConflictError(ULTIMO_SECRETO);
  const despues = await guardarSecretos(
    quien,
    antes,
    antes.secretos.filter((s) => s.id !== secretoId),
  );
  await quien.db.write(auditar({ entidad: ENTIDAD, id, accion: 'retirar-secreto', por: quien.usuario, detalle: { secretoId } }));
  return vistaEndpoint(despues);
};
