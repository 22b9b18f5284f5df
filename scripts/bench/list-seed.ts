import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { Cliente, ClienteCif, reservaDeCif } from '#lib/data/clientes.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { Contador, Secuencia } from '#lib/data/model/counters.ts';
import { ConditionFailed, TenantDb } from '#lib/data/model/db.ts';
import type { AnyEntity, WriteOp } from '#lib/data/model/entity.ts';
import { Observacion, Siniestro } from '#lib/data/siniestros.ts';
import { guardarUsuario, Usuario, type UsuarioItem } from '#lib/data/usuarios.ts';
import { DEMO_PASSWORD, TABLE_NAME } from '#scripts/local/config.ts';
import { seedTenant } from '#scripts/local/seed.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { BatchWriter } from './batch-writer.ts';
import { CounterTotals, type CounterTotal } from './counter-totals.ts';
import {
  BENCH_TENANT,
  type TenantMaestros,
  empresaDe,
  planId,
  usuariosBench,
  type Productora,
  type UsuarioBench,
} from './list-data.ts';
import { certificado, certificadoId, cliente, clienteId } from './list-data-certificados.ts';
import { emisorItems, numeracionEmpresas, polizaId, polizaItems } from './list-data-maestros.ts';
import { observaciones, siniestro, siniestroId } from './list-data-siniestros.ts';
import { itemsDeclaracion } from './declaraciones.ts';
import { EMPRESA_SOLICITANTE, itemsSuscripcion } from './suscripciones.ts';
import { clientesFlotantes, empresaClienteDe, itemsFlotante, type ClienteFlotante } from './flotantes.ts';
import { num } from './stats.ts';
import { usuarioCognito } from '#shared/auth/login.ts';

/** Writers in flight: DynamoDB Local on 2 cores is saturated well before more. */
const WRITERS = 4;
/** Indices written between two progress marks (an interruption repeats at most this many). */
const ROUND = 2_000;

interface Phase {
  name: string;
  total: number;
  /** The entity items of index i, in the form the handlers create them. */
  items: (i: number) => { entity: AnyEntity; item: Record<string, unknown> }[];
}

export interface SeedReport {
  /** The data set was already complete: the run only read its marker. */
  yaEstaba: boolean;
  segundos: number;
  escritos: number;
}

/** The table and Cognito side of one bench user, each created when missing (as seed.ts does for the demo). */
const ensureUser = async (db: TenantDb, cognito: CognitoIdentityProviderClient, userPoolId: string, u: UsuarioBench) => {
  if (!(await db.get(Usuario, { id: u.id }))) {
    const now = new Date().toISOString();
    const usuario: UsuarioItem = {
      id: u.id,
      nombre: u.nombre,
      apellido: u.apellido,
      email: u.email,
      paisId: 32,
      estado: true,
      empresas: [{ idEmpresa: u.empresaId, idRol: u.rol }],
      version: 1,
      creado: now,
      modificado: now,
    };
    await db.write(guardarUsuario(null, usuario));
  }
  const username = usuarioCognito(db.tenant, u.email);
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return;
  } catch (err) {
    if (!(err instanceof UserNotFoundException)) throw err;
  }
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: DEMO_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: u.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: u.nombre },
        { Name: 'family_name', Value: u.apellido },
        { Name: 'custom:tenant', Value: db.tenant },
        { Name: 'custom:userId', Value: String(u.id) },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: DEMO_PASSWORD, Permanent: true }),
  );
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: u.rol }));
};

const phasesOf = (ps: Productora[], users: UsuarioBench[]): Phase[] =>
  ps.flatMap((p) => {
    const usuario = users.find((u) => u.empresaId === p.id)!;
    const creador = { id: usuario.id, email: usuario.email };
    return [
      {
        name: `clientes ${p.clave}`,
        total: p.clientes,
        items: (i: number) => {
          const c = cliente(p, i);
          return [
            { entity: Cliente, item: c },
            { entity: ClienteCif, item: reservaDeCif(c) },
          ];
        },
      },
      {
        name: `certificados ${p.clave}`,
        total: p.certificados,
        items: (i: number) => [{ entity: CertificadoVE, item: certificado(p, i, creador) }],
      },
      {
        name: `siniestros ${p.clave}`,
        total: p.siniestros,
        items: (i: number) => {
          const s = siniestro(p, i, creador);
          return [{ entity: Siniestro, item: s }, ...observaciones(s, i).map((o) => ({ entity: Observacion, item: o }))];
        },
      },
    ];
  });

/** The master-data phases of one tenant: policies as create-poliza writes them, issuers as create-emisor does. */
const maestrosPhases = (t: TenantMaestros): Phase[] => [
  { name: `pólizas ${t.clave}`, total: t.polizas, items: (i) => polizaItems(t.polizas, i) },
  { name: `emisores ${t.clave}`, total: t.emisores, items: emisorItems },
];

/** The floating-policy certificates of a small and a large client, with their clients' companies and users. */
const flotantesPhases = (cs: ClienteFlotante[]): Phase[] =>
  cs.map((c) => ({ name: `certificados de carga ${c.clave}`, total: c.certificados, items: (i) => itemsFlotante(c, i) }));

/** The suffix of the floating-certificates set's marker (issue 12): seeded later, on top of the first set. */
export const FLOTANTES_SET = 'flotantes-v1';

/** The suffix of the master-data set's marker: a set seeded later, on top of a data folder of the same plan. */
export const MAESTROS_SET = 'maestros-v1';

/**
 * The suffix of the declarations set's marker (issue 13), in the master-data tenants. Version 2 keeps
 * invoices under the declarations' document zone: version 1 wrote keys no function may read, so the
 * list answered 500 on presigning them; a folder of version 1 gets its declarations rewritten.
 */
const DECLARACIONES_SET = 'declaraciones-v2';
const DECLARACIONES_SET_ANTERIOR = 'declaraciones-v1';
/** The suffix of the underwriting requests set's marker (issue 15), in the master-data tenants. */
const SUSCRIPCIONES_SET = 'suscripciones-v1';

interface PhaseSet {
  db: TenantDb;
  /** The sequence that says the set is complete; progress marks are `<marker>:<phase>`. */
  marker: string;
  phases: Phase[];
  /** Counters only this set feeds: put with their total. The others are added once, with the marker. */
  own: (t: CounterTotal) => boolean;
  /** Sequences moved past the set's ids, so items the handlers create later do not collide. */
  sequences: [string, number][];
  /**
   * The marker of an earlier version of the set, whose items this one rewrites in place (same keys):
   * where it was written, its shared counters were added then and are not added again.
   */
  reemplaza?: string;
}

/**
 * Writes one set of phases, each resumed from its last progress mark, then its counters and the
 * marker: counters only the set feeds are put with their total; the ones other writes share (the
 * tenant's, an insurer's) are added in the transaction that creates the marker, so exactly once.
 */
const seedSet = async (set: PhaseSet, writer: BatchWriter, log: (line: string) => void, started: number) => {
  const { db } = set;
  const segundos = () => (performance.now() - started) / 1000;
  const counters = new CounterTotals();
  let escritos = 0;
  for (const phase of set.phases) {
    const key = { nombre: `${set.marker}:${phase.name}` };
    const from = (await db.get(Secuencia, key))?.valor ?? 0;
    const phaseStart = performance.now();
    let phaseItems = 0;
    let lastLog = performance.now();
    if (from >= phase.total) log(`  ${phase.name}: ya estaban los ${num(phase.total, 0)}`);
    else if (from > 0) log(`  ${phase.name}: se retoma desde ${num(from, 0)}`);
    for (let start = 0; start < phase.total; start += ROUND) {
      const end = Math.min(phase.total, start + ROUND);
      const batch: Record<string, unknown>[] = [];
      for (let i = start; i < end; i++) {
        for (const { entity, item } of phase.items(i)) {
          counters.add(entity, item);
          if (i >= from) batch.push(db.storedItem(entity, item));
        }
      }
      if (!batch.length) continue;
      await writer.write(batch);
      await db.write(Secuencia.update(key, { set: { valor: end } }, { upsert: true }));
      escritos += batch.length;
      phaseItems += batch.length;
      const now = performance.now();
      if (end === phase.total || now - lastLog > 15_000) {
        lastLog = now;
        const rate = phaseItems / ((now - phaseStart) / 1000);
        const left = ((phase.total - end) / (end - Math.max(from, 0) || 1)) * ((now - phaseStart) / 1000);
        log(
          `  ${phase.name}: ${num(end, 0)} de ${num(phase.total, 0)} (${num(rate, 0)} ítems/s${end < phase.total ? `, faltan ~${num(left, 0)} s` : ''}; ${num(segundos(), 0)} s en total)`,
        );
      }
    }
  }

  const totals = counters.totals();
  const own = totals.filter(set.own);
  const yaSumados = set.reemplaza !== undefined && Boolean(await db.get(Secuencia, { nombre: set.reemplaza }));
  const shared = yaSumados ? [] : totals.filter((t) => !own.includes(t));
  await writer.write(own.map((t) => db.storedItem(Contador, { ...t })));
  escritos += own.length;
  const ops: WriteOp[] = [
    ...shared.map((t) =>
      Contador.update(
        { ambito: t.ambito, ambitoId: t.ambitoId, metrica: t.metrica },
        { add: { valor: t.valor } },
        { upsert: true },
      ),
    ),
    ...set.sequences.map(([nombre, valor]) => Secuencia.update({ nombre }, { set: { valor } }, { upsert: true })),
    ...Secuencia.create({ nombre: set.marker, valor: 1 }),
  ];
  if (ops.length > 100) throw new Error(`la transacción final tiene ${ops.length} escrituras (máximo 100)`);
  await db.write(ops).catch((err: unknown) => {
    if (!(err instanceof ConditionFailed)) throw err;
  });
  log(
    `  contadores de ${db.tenant}: ${num(own.length, 0)} con su total, ${num(shared.length, 0)} compartidos sumados una vez; marca ${set.marker} escrita`,
  );
  return escritos;
};

/**
 * The list bench's data, written once and kept, in two sets with a marker each:
 *
 * - lists of a producer, in tenant `pampaseguros` (marker `bench:<plan>`): the demo seed of the tenant
 *   (catalogues, tariff, companies 1-20, demo users) through `seedTenant`; the two producer companies
 *   and the bench users (a producer of each, an insurer user), the users through the model's
 *   `guardarUsuario` and in Cognito; clients, certificates, claims and their comments;
 * - master data (marker `bench:<plan>:maestros-v1` in each of its tenants): policies and issuers of a
 *   small tenant and of the bench tenant, and a bench administrator in each. It came later: a data
 *   folder that has the first set gets only this one;
 * - the underwriting requests of the master-data tenants (`bench:<plan>:suscripciones-v1`, suscripciones.ts);
 * - the floating certificates (`bench:<plan>:flotantes-v1`, flotantes.ts) and the sales declarations
 *   of the master-data tenants' issuers (`bench:<plan>:declaraciones-v1`, declaraciones.ts), later still.
 *
 * Items go straight to DynamoDB with BatchWriteItem, each built by `TenantDb.storedItem` (keys, rows
 * and derived attributes as the handlers write them), with the counters those creates would have
 * left (see seedSet). A complete folder costs one GetItem per marker (and a check of the bench users'
 * sign-ins); an interrupted run resumes each phase from its last progress mark.
 */
export const ensureListData = async (
  stack: Stack,
  ps: Productora[],
  maestros: TenantMaestros[],
  log: (line: string) => void,
  /** Only the underwriting requests' sets (BENCH_SOLO=suscripciones): their tenants and administrators, not the other data. */
  { solo }: { solo?: 'suscripciones' } = {},
): Promise<SeedReport> => {
  const started = performance.now();
  const plan = planId(ps);
  const db = new TenantDb(BENCH_TENANT);
  const users = usuariosBench(ps);
  const cognito = new CognitoIdentityProviderClient({});
  const listas: PhaseSet = {
    db,
    marker: `bench:${plan}`,
    phases: phasesOf(ps, users),
    own: (t) => (t.ambito === 'productor' && ps.some((p) => String(p.id) === t.ambitoId)) || t.ambito === 'siniestro',
    sequences: [
      ['viaje-especifico', Math.max(...ps.map((p) => certificadoId(p, p.certificados - 1)))],
      ['certificado', Math.max(...ps.map((p) => certificadoId(p, p.certificados - 1)))],
      ['siniestro', Math.max(...ps.map((p) => siniestroId(p, p.siniestros - 1)))],
      ['cliente', Math.max(...ps.map((p) => clienteId(p, p.clientes - 1)))],
    ],
  };
  const maestrosSets: PhaseSet[] = maestros.map((t) => ({
    db: new TenantDb(t.tenant),
    marker: `bench:${plan}:${MAESTROS_SET}`,
    phases: maestrosPhases(t),
    own: () => false,
    sequences: [
      ['poliza', polizaId(t.polizas - 1)],
      ['empresa', numeracionEmpresas(t.emisores)],
    ],
  }));
  const declaracionesSets: PhaseSet[] = maestros.map((t) => ({
    db: new TenantDb(t.tenant),
    marker: `bench:${plan}:${DECLARACIONES_SET}`,
    phases: [{ name: `declaraciones ${t.clave}`, total: t.declaraciones, items: (i) => itemsDeclaracion(t, i) }],
    // The bench issuers' counters are the set's own; the tenant's are shared with the demo's declarations.
    own: (c) => c.ambito === 'emisor' && c.metrica.startsWith('declaraciones.'),
    sequences: [],
    reemplaza: `bench:${plan}:${DECLARACIONES_SET_ANTERIOR}`,
  }));
  const suscripcionesSets: PhaseSet[] = maestros.map((t) => ({
    db: new TenantDb(t.tenant),
    marker: `bench:${plan}:${SUSCRIPCIONES_SET}`,
    phases: [{ name: `suscripciones ${t.clave}`, total: t.suscripciones, items: (i) => itemsSuscripcion(t, i) }],
    // The bench company's counters are the set's own; the tenant's are shared with the requests the portal files.
    own: (c) => c.ambito === 'empresa' && c.ambitoId === String(EMPRESA_SOLICITANTE),
    // Requests filed later get ids past the bench's.
    sequences: [['solicitud-suscripcion', 3_000_000 + t.suscripciones]],
  }));
  const clientes = clientesFlotantes(ps);
  const flotantes: PhaseSet = {
    db,
    marker: `bench:${plan}:${FLOTANTES_SET}`,
    phases: flotantesPhases(clientes),
    own: (t) =>
      (t.ambito === 'empresaCliente' && clientes.some((c) => String(c.empresaId) === t.ambitoId)) ||
      (t.ambito === 'emisor' && ps.some((p) => String(p.id) === t.ambitoId)),
    sequences: [['certificado-carga', Math.max(...clientes.map((c) => c.base + c.certificados))]],
  };
  const pending: PhaseSet[] = [];
  for (const set of solo ? suscripcionesSets : [listas, flotantes, ...maestrosSets, ...declaracionesSets, ...suscripcionesSets])
    if (!(await set.db.get(Secuencia, { nombre: set.marker }))) pending.push(set);

  try {
    // The bench tenant's demo seed (idempotent): what the requests' tenant needs when the lists' set is not seeded.
    if (solo) await seedTenant(BENCH_TENANT, cognito, stack.cognito.userPoolId);
    if (pending.includes(listas)) {
      log(`Sembrando los datos del bench en el tenant ${BENCH_TENANT} (una sola vez; quedan en la carpeta del bench)`);
      await seedTenant(BENCH_TENANT, cognito, stack.cognito.userPoolId);
      for (const p of ps) await db.write(Empresa.put(empresaDe(p), {}));
    }
    if (pending.includes(flotantes)) for (const c of clientes) await db.write(Empresa.put(empresaClienteDe(c), {}));
    // Sign-ins are checked on every run: the user pool may have been replaced since (see ensureUserPool).
    for (const u of [...users, ...clientes.map((c) => c.usuario)]) await ensureUser(db, cognito, stack.cognito.userPoolId, u);
    for (const t of maestros) await ensureUser(new TenantDb(t.tenant), cognito, stack.cognito.userPoolId, t.administrador);
  } finally {
    cognito.destroy();
  }
  if (!pending.length) return { yaEstaba: true, segundos: (performance.now() - started) / 1000, escritos: 0 };

  const writer = new BatchWriter(TABLE_NAME, WRITERS);
  let escritos = 0;
  try {
    for (const set of pending) {
      if (set === flotantes) log(`Sembrando los certificados de carga del bench en el tenant ${set.db.tenant}`);
      else if (declaracionesSets.includes(set)) log(`Sembrando las declaraciones del bench en el tenant ${set.db.tenant}`);
      else if (suscripcionesSets.includes(set))
        log(`Sembrando las solicitudes de suscripción del bench en el tenant ${set.db.tenant}`);
      else if (set !== listas) log(`Sembrando pólizas y emisores del bench en el tenant ${set.db.tenant}`);
      escritos += await seedSet(set, writer, log, started);
    }
  } finally {
    writer.destroy();
  }
  return { yaEstaba: false, segundos: (performance.now() - started) / 1000, escritos };
};
