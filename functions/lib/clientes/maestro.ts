import { fiscalDelPais, type ClienteMaestro, type ClienteMaestroBody } from '#shared/contract/schemas/cliente.ts';
import { diasDeCreditoPara } from '#shared/fiscal/mexico.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { ROLES_USUARIO_CLIENTE } from '#shared/clientes/listas.ts';
import type { Constancia } from '#shared/contract/schemas/constancia.ts';
import { adjuntarConstancias, destinoConstancia } from '../archivos/constancias.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { catalogo } from '../data/catalogos.ts';
import {
  Cliente,
  ClienteCif,
  ClienteUsuario,
  MAX_USUARIOS_POR_LECTURA,
  SIN_PRODUCTOR,
  toCliente,
  type ClienteItem,
} from '../data/clientes.ts';
import { Empresa, empresasPorId, idDeEmpresa, NUMERACION_EMPRESAS } from '../data/empresas.ts';
import { nextNumber } from '../data/model/counters.ts';
import type { TenantDb } from '../data/model/db.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { Poliza } from '../data/polizas.ts';
import { Membresia, Usuario, type UsuarioItem } from '../data/usuarios.ts';

/** The entity kind of a client's files (their S3 prefix and the destination of their uploads). */
export const ENTIDAD_CLIENTE = 'cliente';

export const RFC_EN_USO = 'Ya existe un cliente, tomador o beneficiario con ese R.F.C.';

type Error400 = { path: string; message: string };

/**
 * What the schema cannot check alone: the ids the body names exist in this tenant. Executives are
 * active users holding the ejecutivo role; intermediaries, companies of type intermediario; the
 * associated policies, policies of the tenant that are not annulled.
 */
export const validarReferencias = async (db: TenantDb, body: ClienteMaestroBody): Promise<void> => {
  const { informacionGeneral: g, informacionFiscal: f, informacionComercial: c, condicionesComerciales } = body;
  const [paises, monedas, empresas, usuarios, polizas] = await Promise.all([
    catalogo(db, 'paises'),
    catalogo(db, 'monedas'),
    empresasPorId(db, c.intermediarios),
    db.getMany(c.ejecutivos.map((id) => ({ entity: Usuario, key: { id } }))),
    db.getMany(condicionesComerciales.map((r) => ({ entity: Poliza, key: { id: r.polizaId } }))),
  ]);
  const errores: Error400[] = [];
  if (!paises.some((p) => p.id === g.idPais)) errores.push({ path: 'informacionGeneral.idPais', message: 'El país no existe' });
  if (!monedas.some((m) => m.id === f.moneda)) errores.push({ path: 'informacionFiscal.moneda', message: 'La moneda no existe' });
  c.ejecutivos.forEach((id, i) => {
    const u = usuarios[i] as UsuarioItem | undefined;
    if (!u?.estado || !u.empresas.some((e) => e.idRol === 'ejecutivo'))
      errores.push({ path: `informacionComercial.ejecutivos.${i}`, message: 'El ejecutivo de cuenta no existe' });
  });
  c.intermediarios.forEach((id, i) => {
    if (empresas.get(id)?.tipo !== 'intermediario')
      errores.push({ path: `informacionComercial.intermediarios.${i}`, message: 'El intermediario no existe' });
  });
  condicionesComerciales.forEach((r, i) => {
    const p = polizas[i] as { anulada?: boolean } | undefined;
    if (!p) errores.push({ path: `condicionesComerciales.${i}.polizaId`, message: 'La póliza no existe' });
    else if (p.anulada) errores.push({ path: `condicionesComerciales.${i}.polizaId`, message: 'La póliza está anulada' });
  });
  if (errores.length) throw new ValidationError(errores);
};

/** Refuses a tax id another party of the same owner holds (one namespace per owner, 0 = the tenant). */
export const assertRfcLibre = async (db: TenantDb, c: Pick<ClienteItem, 'id' | 'cif' | 'productorId'>) => {
  const reserva = await db.get(ClienteCif, { productorId: c.productorId ?? SIN_PRODUCTOR, cif: c.cif });
  if (reserva && reserva.clienteId !== c.id) throw new ConflictError(RFC_EN_USO);
};

/**
 * The editor's constancia files as the client will hold them: those it holds are kept, new ones must
 * be this caller's uploads for this client (for a create, for a new client) and are moved under it.
 * Returns the list and the writes consuming the uploads, for the save's own transaction.
 */
export const adjuntarConstanciasDelCliente = (
  db: TenantDb,
  usuario: { id: number },
  id: number,
  body: ClienteMaestroBody,
  actual: ClienteItem | null,
) =>
  adjuntarConstancias(
    db,
    destinoConstancia(usuario, ENTIDAD_CLIENTE, id),
    body.informacionComercial.constanciaDeSituacionFiscal,
    actual?.comercial?.constanciaDeSituacionFiscal ?? [],
    actual ? id : null,
  );

/** The client's data from the editor's body (with its attached files), over what the item already holds. */
export const conDatosDelEditor = (
  base: ClienteItem,
  body: ClienteMaestroBody,
  constancias: Constancia[],
  now: string,
): ClienteItem => {
  const { informacionGeneral: g, informacionFiscal: f } = body;
  return {
    ...base,
    nombre: g.nombreComercial,
    cif: f.rfc,
    paisId: g.idPais,
    email: g.email || null,
    paginaWeb: g.paginaWeb,
    // PUE resets the credit days (spec 1 §4).
    fiscal: { ...fiscalDelPais(g.idPais, f), diasDeCredito: diasDeCreditoPara(f.formaDePago, f.diasDeCredito) },
    comercial: { ...body.informacionComercial, constanciaDeSituacionFiscal: constancias },
    condicionesComerciales: body.condicionesComerciales,
    version: (base.version ?? 0) + 1,
    modificado: now,
  };
};

/** A company id nobody holds: the numbering skips ids the seed or an import wrote directly. */
/**
 * The company of type 'cliente' the client's portal users hold their roles on, kept with the
 * client's name, tax id and country: created with the client master (or when a party is first
 * completed), so user administration, the grant rules and the principal treat it as any company.
 */
export const empresaDelCliente = async (db: TenantDb, c: ClienteItem): Promise<{ id: number; ops: WriteOp[] }> => {
  const id = c.empresaClienteId ?? idDeEmpresa(await nextNumber(db, NUMERACION_EMPRESAS));
  const empresa = {
    id,
    cif: c.cif,
    nombre: c.nombre,
    tipo: 'cliente' as const,
    paisId: c.paisId,
    clienteId: c.id,
    configuracion: {},
  };
  return { id, ops: Empresa.put(empresa, {}) };
};

/**
 * The whole client as the editor reads it: the list row's data, its sections, terms and users. The
 * users are those of the client's company, however they got access (this tab, /usuarios, the seed);
 * the tab's own record adds the phone and the onboarding choice (absent: no phone, and an access the
 * users' administration gave, which always invites).
 */
export const vistaMaestro = async (db: TenantDb, c: ClienteItem, consistent = false): Promise<ClienteMaestro> => {
  const empresaId = c.empresaClienteId;
  const [paises, miembros, extras] = await Promise.all([
    catalogo(db, 'paises'),
    empresaId === undefined
      ? null
      : db.query(Membresia, 'byEmpresa', { empresaId }, { limit: MAX_USUARIOS_POR_LECTURA, consistent }),
    db.query(ClienteUsuario, 'primary', { clienteId: c.id }, { limit: MAX_USUARIOS_POR_LECTURA, consistent }),
  ]);
  const enEmpresa = miembros?.items ?? [];
  // The company's index is eventually consistent: a user this tab just added is read from its own record.
  const recientes = (await db.getMany(
    extras.items
      .filter((x) => !enEmpresa.some((u) => u.id === x.usuarioId))
      .map((x) => ({ entity: Usuario, key: { id: x.usuarioId } })),
    { consistent },
  )) as (UsuarioItem | undefined)[];
  const usuarios = [...enEmpresa, ...recientes.filter((u) => u !== undefined)].sort((a, b) =>
    normalizar(`${a.apellido} ${a.nombre}`).localeCompare(normalizar(`${b.apellido} ${b.nombre}`)),
  );
  const pais = (id: number) => paises.find((p) => p.id === id) ?? { id, nombre: '', bandera: '' };
  const { nombre, bandera } = pais(c.paisId);
  return {
    ...toCliente(Cliente.spec.row(c), { id: c.paisId, nombre, bandera }),
    paginaWeb: c.paginaWeb ?? '',
    informacionFiscal: c.fiscal ?? null,
    informacionComercial: c.comercial ?? null,
    condicionesComerciales: c.condicionesComerciales ?? [],
    usuarios: usuarios.map((u) => {
      const extra = extras.items.find((x) => x.usuarioId === u.id);
      const roles = ROLES_USUARIO_CLIENTE.filter((r) =>
        u.empresas.some((e) => e.idEmpresa === empresaId && e.idRol === r.rol),
      ).map((r) => r.id);
      return {
        id: u.id,
        nombre: u.nombre,
        apellido: u.apellido,
        email: u.email,
        nacionalidad: { id: u.paisId, nombre: pais(u.paisId).nombre },
        telefono: extra?.telefono ?? '',
        roles,
        onboarding: extra?.onboarding ?? true,
      };
    }),
    version: c.version ?? 0,
  };
};
