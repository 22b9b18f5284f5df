import { alcancesOtorgables, MAX_CLIENTES_POR_EMPRESA, type Alcance } from '#shared/auth/maquinas.ts';
import type { Principal } from '../auth/principal.ts';
import { ClienteMaquina, ClienteMaquinaIndice, type ClienteMaquinaItem } from '../data/clientes-maquina.ts';
import { nextNumber } from '../data/model/counters.ts';
import { TenantDb } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { ForbiddenError, HttpError, NotFoundError } from '../http/errors.ts';
import {
  agregarSecreto,
  borrarAppCliente,
  crearAppCliente,
  retirarSecreto,
  secretosDe,
  type SecretoVisible,
} from '../identity/clientes-app.ts';

/** The system tenant, where a client's index names its tenant and company (record 0165). */
const SISTEMA = new TenantDb('_system');
const ENTIDAD = 'cliente-maquina';

export const LIMITE_CLIENTES = `La empresa ya tiene ${MAX_CLIENTES_POR_EMPRESA} clientes de máquina: eliminá uno antes de crear otro.`;
export const ALCANCE_NO_OTORGABLE = 'No podés otorgar un alcance que pide permisos que no tenés.';

type Quien = Pick<Principal, 'db' | 'tenant' | 'usuario' | 'empresaId' | 'permisos'>;

export const vistaCliente = (c: ClienteMaquinaItem, secretos: SecretoVisible[]) => ({
  clientId: c.clientId,
  nombre: c.nombre,
  alcances: c.alcances,
  correoAvisos: c.correoAvisos,
  cuotaPorMinuto: c.cuotaPorMinuto,
  activo: c.activo,
  creado: c.creado,
  secretos,
});

const clientesDeEmpresa = async ({ db, empresaId }: Quien): Promise<ClienteMaquinaItem[]> =>
  (await db.query(ClienteMaquina, 'primary', { empresaId }, { limit: MAX_CLIENTES_POR_EMPRESA + 1, consistent: true })).items;

/** The caller's company's client, or 404: another company's or tenant's is not told apart from none. */
export const clienteDeEmpresa = async ({ db, empresaId }: Quien, clientId: string): Promise<ClienteMaquinaItem> => {
  const cliente = await db.get(ClienteMaquina, { empresaId, clientId }, { consistent: true });
  if (!cliente?.activo) throw new NotFoundError();
  return cliente;
};

export const listarClientesMaquina = async (quien: Quien) =>
  Promise.all((await clientesDeEmpresa(quien)).map(async (c) => vistaCliente(c, await secretosDe(c.clientId))));

export interface DatosClienteMaquina {
  nombre: string;
  alcances: Alcance[];
  correoAvisos: string;
  cuotaPorMinuto: number;
}

/**
 * A transport system's client: scopes only among those the author may grant, acting under the
 * author's role in the company (record 0164), a user id of its own from the users' sequence. The
 * Cognito app client first, then its index and item; if the writes fail, the app client goes too.
 */
export const crearClienteMaquina = async (quien: Quien, datos: DatosClienteMaquina) => {
  const otorgables = alcancesOtorgables(quien.permisos);
  if (datos.alcances.some((a) => !otorgables.includes(a))) throw new ForbiddenError(ALCANCE_NO_OTORGABLE);
  const idRol = quien.usuario.empresas.find((e) => e.idEmpresa === quien.empresaId)?.idRol;
  if (!idRol) throw new ForbiddenError();
  if ((await clientesDeEmpresa(quien)).length >= MAX_CLIENTES_POR_EMPRESA) throw new HttpError(422, LIMITE_CLIENTES);

  const usuarioId = await nextNumber(quien.db, 'usuario');
  const alcances = [...new Set(datos.alcances)];
  const { clientId, valor } = await crearAppCliente(`${quien.tenant.id}-${quien.empresaId}-${usuarioId}`, alcances);
  const cliente: ClienteMaquinaItem = {
    empresaId: quien.empresaId,
    clientId,
    nombre: datos.nombre,
    alcances,
    idRol,
    usuarioId,
    correoAvisos: datos.correoAvisos,
    cuotaPorMinuto: datos.cuotaPorMinuto,
    activo: true,
    creado: new Date().toISOString(),
    creadoPor: quien.usuario.id,
  };
  try {
    await SISTEMA.write(ClienteMaquinaIndice.create({ clientId, tenant: quien.tenant.id, empresaId: quien.empresaId }));
    await quien.db.write([
      ...ClienteMaquina.create(cliente),
      ...auditar({ entidad: ENTIDAD, id: clientId, accion: 'crear', por: quien.usuario, hacia: { alcances, idRol } }),
    ]);
  } catch (err) {
    // Without its items nobody can see or delete it: the app client must not outlive them.
    await SISTEMA.write(ClienteMaquinaIndice.delete({ clientId }));
    await borrarAppCliente(clientId);
    throw err;
  }
  const secretos = await secretosDe(clientId);
  return { cliente: vistaCliente(cliente, secretos), secreto: { id: secretos[0]?.id ?? '', valor } };
};

/** A second secret for a rotation without downtime; the answer is the only time its value is seen. */
export const rotarSecreto = async (quien: Quien, clientId: string) => {
  const cliente = await clienteDeEmpresa(quien, clientId);
  const nuevo = await agregarSecreto(clientId);
  await quien.db.write(
    auditar({ entidad: ENTIDAD, id: clientId, accion: 'rotar-secreto', por: quien.usuario, detalle: { secretoId: nuevo.id } }),
  );
  return { cliente: vistaCliente(cliente, await secretosDe(clientId)), secreto: { id: nuevo.id, valor: nuevo.valor } };
};

export const retirarSecretoCliente = async (quien: Quien, clientId: string, secretoId: string) => {
  const cliente = await clienteDeEmpresa(quien, clientId);
  const secretos = await secretosDe(clientId);
  if (!secretos.some((s) => s.id === secretoId)) throw new NotFoundError();
  await retirarSecreto(clientId, secretoId);
  await quien.db.write(
    auditar({ entidad: ENTIDAD, id: clientId, accion: 'retirar-secreto', por: quien.usuario, detalle: { secretoId } }),
  );
  return vistaCliente(
    cliente,
    secretos.filter((s) => s.id !== secretoId),
  );
};

/**
 * Off first, so its unexpired tokens stop at once whatever fails next; then the app client, the
 * index and the item. A retry after a failure finds the item off and goes on from there.
 */
export const eliminarClienteMaquina = async (quien: Quien, clientId: string): Promise<void> => {
  const { empresaId } = quien;
  const cliente = await quien.db.get(ClienteMaquina, { empresaId, clientId }, { consistent: true });
  if (!cliente) throw new NotFoundError();
  if (cliente.activo) await quien.db.write(ClienteMaquina.update({ empresaId, clientId }, { set: { activo: false } }));
  await borrarAppCliente(clientId);
  await SISTEMA.write(ClienteMaquinaIndice.delete({ clientId }));
  await quien.db.write([
    ...ClienteMaquina.delete({ empresaId, clientId }),
    ...auditar({ entidad: ENTIDAD, id: clientId, accion: 'eliminar', por: quien.usuario }),
  ]);
};
