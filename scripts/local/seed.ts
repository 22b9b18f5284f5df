import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { parse } from 'zod/mini';
import type { RoleId } from '#shared/auth/roles.ts';
import {
  FORMAS_DE_PAGO,
  MODOS_TRANSPORTE,
  MONEDAS,
  PAISES,
  TIPOS_CONTENEDOR,
  TIPOS_MERCADERIA,
  TIPOS_RIESGO,
} from '#shared/catalogos/data.ts';
import { contenidoSchema } from '#shared/catalogos/maestros.ts';
import { type MaestroNombre } from '#shared/catalogos/versiones.ts';
import type { Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { ensureEmbarcacionDemo } from './embarcacion-demo.ts';
import { buildCnpj, buildCuit } from '#shared/validators/cif.ts';
import { ASEGURADORAS } from '#shared/viajes-especificos/data/aseguradoras.ts';
import { COBERTURAS } from '#shared/viajes-especificos/data/coberturas.ts';
import { PARAMETROS } from '#shared/viajes-especificos/data/parametros.ts';
import { coberturaSchema } from '#shared/viajes-especificos/model.ts';
import { VersionMaestro } from '#lib/data/catalogos.ts';
import { Cliente, ClienteCif, reservaDeCif } from '#lib/data/clientes.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { usuarioCognito } from '#shared/auth/login.ts';
import { renderCondicionesPdf } from '#lib/documents/condiciones-pdf.ts';
import { condicionesKey, documentExists, putDocument } from '#lib/files/storage.ts';
import { Secuencia } from '#lib/data/model/counters.ts';
import { ConditionFailed, TenantDb } from '#lib/data/model/db.ts';
import { Semilla } from '#lib/data/plataforma.ts';
import { EnlaceSeguridad } from '#lib/data/seguridad.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { TARIFARIO_ANUAL } from '#shared/rating-anual/data.ts';
import { guardarUsuario, type UsuarioItem } from '#lib/data/usuarios.ts';
import { DEMO_PASSWORD } from './config.ts';
import { EMPRESA_PRODUCTORA, ensureCondicionesDemo } from './condiciones-demo.ts';
import { ensureDeclaracionesDemo } from './declaraciones-demo.ts';
import { ensurePolizas } from './polizas-demo.ts';

/** Tenants that carry demo data locally: one of each kind the product serves. */
export const SEEDED_TENANTS = ['cargosur', 'bancoandino', 'fletepago', 'rotasul', 'viajeseguro'] as const;

export interface DemoLogin {
  tenant: string;
  rol: RoleId | 'primer ingreso';
  email: string;
  password: string;
}

const MAESTROS: Record<MaestroNombre, unknown> = {
  paises: PAISES,
  monedas: MONEDAS,
  formasDePago: FORMAS_DE_PAGO,
  tiposRiesgo: TIPOS_RIESGO,
  modosTransporte: MODOS_TRANSPORTE,
  tiposMercaderia: TIPOS_MERCADERIA,
  tiposContenedor: TIPOS_CONTENEDOR,
  tarifario: { coberturas: COBERTURAS, aseguradoras: ASEGURADORAS, parametros: PARAMETROS },
  ratingAnual: TARIFARIO_ANUAL,
};
/** The seed's versions are in effect since long before any demo certificate. */
export const VIGENCIA_SEMILLA = '2000-01-01';

/** The demo client party whose company (40) its portal users work under: after the six demo parties. */
const EXPORTADORA_ID = 7;

const cifFor = (paisId: number, n: number, persona = false): string =>
  paisId === 76
    ? buildCnpj(`${String(40_000_000 + n * 7919).padStart(8, '0')}0001`)
    : buildCuit(persona ? '20' : '30', 50_000_000 + n * 7919);

/**
 * The companies of a tenant: three insurers, two brokers and a partner, in the tenant's country. The
 * producer is a level-2 producer under the broker (level 1), so its users send the broker as their
 * parent level.
 */
const empresasDe = (paisId: number): EmpresaVista[] => {
  const e = (
    id: number,
    nombre: string,
    tipo: EmpresaVista['tipo'],
    extra?: Pick<EmpresaVista, 'nivel' | 'nivelSuperiorId' | 'clienteId'>,
  ): EmpresaVista => ({
    id,
    nombre,
    tipo,
    paisId,
    ...extra,
    cif: cifFor(paisId, id),
    configuracion: { seguridadPropia: tipo !== 'partner' },
  });
  return [
    e(1, 'Aseguradora del Sur S.A.', 'aseguradora'),
    e(2, 'Transportes Seguros Compañía de Seguros S.A.', 'aseguradora'),
    e(3, 'Atlántida Seguros Generales S.A.', 'aseguradora'),
    e(10, 'Productores Asociados S.R.L.', 'productor', { nivel: 2, nivelSuperiorId: 11 }),
    e(11, 'Broker Logístico del Plata S.A.', 'broker', { nivel: 1, nivelSuperiorId: null }),
    e(20, 'Partner Emisor Regional S.A.', 'partner', { nivel: 1, nivelSuperiorId: null }),
    e(30, 'Intermediaria Comercial del Puerto S.A.', 'intermediario'),
    e(40, 'Exportadora Demo S.A.', 'cliente', { clienteId: EXPORTADORA_ID }),
  ];
};

interface DemoUser {
  rol: RoleId;
  /** Signs in with a temporary password and must choose one (the 'primer ingreso' demo). */
  primerIngreso?: true;
  nombre: string;
  apellido: string;
  empresas: { idEmpresa: number; idRol: RoleId }[];
}

const DEMO_USERS: DemoUser[] = [
  {
    rol: 'administrador',
    nombre: 'Ana',
    apellido: 'Administradora',
    empresas: [
      { idEmpresa: 10, idRol: 'administrador' },
      { idEmpresa: 11, idRol: 'administrador' },
    ],
  },
  { rol: 'productor', nombre: 'Pablo', apellido: 'Productor', empresas: [{ idEmpresa: 10, idRol: 'productor' }] },
  { rol: 'operador', nombre: 'Olga', apellido: 'Operadora', empresas: [{ idEmpresa: 10, idRol: 'operador' }] },
  { rol: 'consultor', nombre: 'Carlos', apellido: 'Consultor', empresas: [{ idEmpresa: 11, idRol: 'consultor' }] },
  { rol: 'aseguradora', nombre: 'Inés', apellido: 'Suscriptora', empresas: [{ idEmpresa: 1, idRol: 'aseguradora' }] },
  { rol: 'emisor', nombre: 'Ernesto', apellido: 'Emisor', empresas: [{ idEmpresa: 20, idRol: 'emisor' }] },
  { rol: 'siniestros', nombre: 'Silvia', apellido: 'Liquidadora', empresas: [{ idEmpresa: 1, idRol: 'siniestros' }] },
];

/**
 * Version 1 of every master (catalogues and the specific-trip tariff), written when missing and never
 * over an edited master. Each coverage gets its conditions PDF in the bucket when it has none (an
 * insurer's own file is left alone).
 */
const ensureMaestros = async (db: TenantDb, tenant: Tenant) => {
  for (const [maestro, contenido] of Object.entries(MAESTROS) as [MaestroNombre, unknown][]) {
    const version = {
      maestro,
      n: 1,
      vigenteDesde: VIGENCIA_SEMILLA,
      creado: new Date().toISOString(),
      por: { id: 'semilla' },
      cambios: { agregados: [], modificados: [], quitados: [] },
      contenido: parse(contenidoSchema(maestro), contenido),
    };
    await db.write(VersionMaestro.create(version)).catch((err: unknown) => {
      if (!(err instanceof ConditionFailed)) throw err;
    });
  }
  for (const c of COBERTURAS) {
    const key = condicionesKey(tenant.id, c.id);
    if (await documentExists(key)) continue;
    const aseguradora = ASEGURADORAS.find((a) => a.id === c.idAseguradora)?.nombre ?? '';
    await putDocument(key, await renderCondicionesPdf(parse(coberturaSchema, c), aseguradora, tenant.locale));
  }
};

export const demoEmail = (tenant: string, rol: string) => `${rol.toLowerCase()}@${tenant}.demo`;

/**
 * Every demo user of a tenant: one per role, plus one who has not signed in yet. A user's id is its
 * place in this list, so new users go at the end (a kept local dataset keeps its ids).
 */
const TODOS_DEMO: DemoUser[] = [
  ...DEMO_USERS,
  {
    rol: 'productor',
    nombre: 'Nadia',
    apellido: 'Nueva',
    empresas: [{ idEmpresa: 10, idRol: 'productor' }],
    primerIngreso: true,
  },
  { rol: 'ejecutivo', nombre: 'Esteban', apellido: 'Ejecutivo', empresas: [{ idEmpresa: 11, idRol: 'ejecutivo' }] },
  // A client's own users, one per client role, on the demo client's company.
  {
    rol: 'clienteAdministrador',
    nombre: 'Clara',
    apellido: 'Cliente',
    empresas: [{ idEmpresa: 40, idRol: 'clienteAdministrador' }],
  },
  { rol: 'clienteOperador', nombre: 'Omar', apellido: 'Cliente', empresas: [{ idEmpresa: 40, idRol: 'clienteOperador' }] },
  { rol: 'clienteConsultor', nombre: 'Celia', apellido: 'Cliente', empresas: [{ idEmpresa: 40, idRol: 'clienteConsultor' }] },
];

/** The Cognito side of the demo users; a user's id is its place in TODOS_DEMO, as the table has it. */
const crearAccesosDemo = async (
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  tenantId: string,
  logins: readonly DemoLogin[],
) => {
  for (const [index, u] of TODOS_DEMO.entries()) {
    const email = logins[index]?.email as string;
    const username = usuarioCognito(tenantId, email);
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: logins[index]?.password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: u.nombre },
          { Name: 'family_name', Value: u.apellido },
          { Name: 'custom:tenant', Value: tenantId },
          { Name: 'custom:userId', Value: String(index + 1) },
        ],
      }),
    );
    // Every demo user but the "primer ingreso" one gets a permanent password.
    if (!u.primerIngreso) {
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: DEMO_PASSWORD, Permanent: true }),
      );
    }
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: u.rol }));
  }
};

/**
 * Writes the demo data of one tenant: catalogues, companies and one user per role (in the table
 * and in Cognito). Idempotent: a seeded tenant is recognised by its marker item and left alone,
 * except that a new user pool (`accesosNuevos`) gets the demo users' sign-ins again.
 */
export const seedTenant = async (
  tenantId: string,
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  { accesosNuevos = false }: { accesosNuevos?: boolean } = {},
): Promise<DemoLogin[]> => {
  const tenant = findTenant(tenantId);
  if (!tenant) throw new Error(`tenant desconocido ${tenantId}`);
  const db = new TenantDb(tenant.id);
  const logins = TODOS_DEMO.map<DemoLogin>((u) =>
    u.primerIngreso
      ? { tenant: tenant.id, rol: 'primer ingreso', email: demoEmail(tenant.id, 'nuevo'), password: 'Temporal123!' }
      : { tenant: tenant.id, rol: u.rol, email: demoEmail(tenant.id, u.rol), password: DEMO_PASSWORD },
  );
  await ensureMaestros(db, tenant);
  await ensurePolizas(db, tenant.paisPolizaId, hoyNegocio());
  const empresas = empresasDe(tenant.paisPolizaId);
  const productora = empresas.find((e) => e.id === EMPRESA_PRODUCTORA)!;
  const aseguradora = empresas.find((e) => e.tipo === 'aseguradora')!;
  if (await db.get(Semilla, {})) {
    if (accesosNuevos) await crearAccesosDemo(cognito, userPoolId, tenant.id, logins);
    await ensureCondicionesDemo(db, productora.nombre, tenant.paisPolizaId);
    if (tenant.flags.declaraciones) await ensureDeclaracionesDemo(db, tenant);
    await ensureEmbarcacionDemo(db, tenant, aseguradora, productora);
    return logins;
  }

  for (const empresa of empresas) await db.write(Empresa.put(empresa, {}));
  // Companies outside the product's own list quote custody with an external provider, by country.
  for (const pais of PAISES) {
    await db.write(
      EnlaceSeguridad.put(
        {
          paisId: pais.id,
          empresaId: 0,
          url: `https://cotizador.custodia-de-cargas.example/${pais.codigo.toLowerCase()}/cotizar?email={email}`,
        },
        {},
      ),
    );
  }

  const now = new Date().toISOString();
  for (const [index, u] of TODOS_DEMO.entries()) {
    const usuario: UsuarioItem = {
      id: index + 1,
      nombre: u.nombre,
      apellido: u.apellido,
      email: logins[index]?.email as string,
      paisId: tenant.paisPolizaId,
      estado: true,
      empresas: u.empresas,
      version: 1,
      creado: now,
      modificado: now,
    };
    await db.write(guardarUsuario(null, usuario));
  }
  await crearAccesosDemo(cognito, userPoolId, tenant.id, logins);
  const partes = [
    'Frigorífico La Pampa S.A.',
    'Vinos del Valle de Uco S.A.',
    'Electrónica Rioplatense S.R.L.',
    'Agroexportadora del Litoral S.A.',
    'Textil Andina S.A.',
    'Autopartes Mediterránea S.A.',
  ];
  for (const [index, nombre] of partes.entries()) {
    const id = index + 1;
    const parte = {
      id,
      nombre,
      cif: cifFor(tenant.paisPolizaId, 100 + id),
      paisId: tenant.paisPolizaId,
      email: `contacto${id}@${tenant.id}-clientes.demo`,
      logo: null,
      markup: null,
      productorId: 10,
      creado: now,
    };
    await db.write([...Cliente.create(parte), ...ClienteCif.create(reservaDeCif(parte))]);
  }
  // The demo client company as a completed client of the producer, with the transport policy among its
  // 'Pólizas Activas': cargo certificates can be issued for it from the first start.
  const exportadora = {
    id: EXPORTADORA_ID,
    nombre: 'Exportadora Demo S.A.',
    cif: cifFor(tenant.paisPolizaId, 40),
    paisId: tenant.paisPolizaId,
    email: `contacto@${tenant.id}-exportadora.demo`,
    logo: null,
    markup: null,
    productorId: 10,
    creado: now,
    empresaClienteId: 40,
    condicionesComerciales: [
      { polizaId: 1, tasa: 0.3, primaMinima: 50, tasaIntermediario: null, primaMinimaIntermediario: null },
    ],
  };
  await db.write([...Cliente.create(exportadora), ...ClienteCif.create(reservaDeCif(exportadora))]);
  // Numbers handed out later follow the demo ones.
  await db.write([
    Secuencia.update({ nombre: 'cliente' }, { set: { valor: exportadora.id } }, { upsert: true }),
    Secuencia.update({ nombre: 'usuario' }, { set: { valor: TODOS_DEMO.length } }, { upsert: true }),
    ...Semilla.create({ fecha: now }),
  ]);
  await ensureCondicionesDemo(db, productora.nombre, tenant.paisPolizaId);
  if (tenant.flags.declaraciones) await ensureDeclaracionesDemo(db, tenant);
  await ensureEmbarcacionDemo(db, tenant, aseguradora, productora);
  return logins;
};
