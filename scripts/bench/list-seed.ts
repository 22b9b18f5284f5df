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
import { CounterTotals } from './counter-totals.ts';
import {
  BENCH_TENANT,
  certificado,
  certificadoId,
  cliente,
  clienteId,
  empresaDe,
  observaciones,
  planId,
  siniestro,
  siniestroId,
  usuariosBench,
  type Productora,
  type UsuarioBench,
} from './list-data.ts';
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

const progressKey = (plan: string, phase: string) => ({ nombre: `bench:${plan}:${phase}` });

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
  const username = usuarioCognito(BENCH_TENANT, u.email);
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
        { Name: 'custom:tenant', Value: BENCH_TENANT },
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

/**
 * The list bench's data in tenant `pampaseguros` of the bench stack, written once and kept:
 *
 * - the demo seed of the tenant (catalogues, tariff, companies 1-20, demo users) through `seedTenant`;
 * - the two producer companies and the bench users (a producer of each, an insurer user), the users
 *   through the model's `guardarUsuario` and in Cognito;
 * - clients, certificates, claims and their comments straight to DynamoDB with BatchWriteItem, each item
 *   built by `TenantDb.storedItem` (keys, rows and derived attributes as the handlers write them);
 * - the counters those creates would have left: totals of every item's contributions, written once.
 *   Counters only bench items feed (a bench producer's, a bench claim's comments) are put with their
 *   total; the tenant's and the insurer's, which other writes share, are added in one transaction that
 *   also creates the marker, so they are added exactly once.
 *
 * The marker (sequence `bench:<plan>`) makes a second run one GetItem (and a check of the bench users'
 * sign-ins); an interrupted run resumes each phase from its last progress mark.
 */
export const ensureListData = async (stack: Stack, ps: Productora[], log: (line: string) => void): Promise<SeedReport> => {
  const started = performance.now();
  const plan = planId(ps);
  const db = new TenantDb(BENCH_TENANT);
  const segundos = () => (performance.now() - started) / 1000;
  const users = usuariosBench(ps);
  const cognito = new CognitoIdentityProviderClient({});
  if (await db.get(Secuencia, { nombre: `bench:${plan}` })) {
    // The data is there; the sign-ins may not be (a user pool replaced since, see ensureUserPool).
    try {
      for (const u of users) await ensureUser(db, cognito, stack.cognito.userPoolId, u);
    } finally {
      cognito.destroy();
    }
    return { yaEstaba: true, segundos: segundos(), escritos: 0 };
  }

  log(`Sembrando los datos del bench en el tenant ${BENCH_TENANT} (una sola vez; quedan en la carpeta del bench)`);
  try {
    await seedTenant(BENCH_TENANT, cognito, stack.cognito.userPoolId);
    for (const p of ps) await db.write(Empresa.put(empresaDe(p), {}));
    for (const u of users) await ensureUser(db, cognito, stack.cognito.userPoolId, u);
  } finally {
    cognito.destroy();
  }

  const writer = new BatchWriter(TABLE_NAME, WRITERS);
  const counters = new CounterTotals();
  let escritos = 0;
  try {
    for (const phase of phasesOf(ps, users)) {
      const key = progressKey(plan, phase.name);
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
    const ownIds = new Set(ps.map((p) => String(p.id)));
    const own = totals.filter((t) => (t.ambito === 'productor' && ownIds.has(t.ambitoId)) || t.ambito === 'siniestro');
    const shared = totals.filter((t) => !own.includes(t));
    await writer.write(own.map((t) => db.storedItem(Contador, { ...t })));
    escritos += own.length;
    const max = (ids: number[]) => Math.max(...ids);
    const sequences: [string, number][] = [
      ['viaje-especifico', max(ps.map((p) => certificadoId(p, p.certificados - 1)))],
      ['certificado', max(ps.map((p) => certificadoId(p, p.certificados - 1)))],
      ['siniestro', max(ps.map((p) => siniestroId(p, p.siniestros - 1)))],
      ['cliente', max(ps.map((p) => clienteId(p, p.clientes - 1)))],
    ];
    const ops: WriteOp[] = [
      ...shared.map((t) =>
        Contador.update(
          { ambito: t.ambito, ambitoId: t.ambitoId, metrica: t.metrica },
          { add: { valor: t.valor } },
          { upsert: true },
        ),
      ),
      ...sequences.map(([nombre, valor]) => Secuencia.update({ nombre }, { set: { valor } }, { upsert: true })),
      ...Secuencia.create({ nombre: `bench:${plan}`, valor: 1 }),
    ];
    if (ops.length > 100) throw new Error(`la transacción final tiene ${ops.length} escrituras (máximo 100)`);
    await db.write(ops).catch((err: unknown) => {
      if (!(err instanceof ConditionFailed)) throw err;
    });
    log(
      `  contadores: ${num(own.length, 0)} con su total, ${num(shared.length, 0)} compartidos sumados una vez; marca bench:${plan} escrita`,
    );
  } finally {
    writer.destroy();
  }
  return { yaEstaba: false, segundos: segundos(), escritos };
};
