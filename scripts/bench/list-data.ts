import type { Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import { buildCuit } from '#shared/validators/cif.ts';
import type { AnyEntity, WriteOp } from '#lib/data/model/entity.ts';

/**
 * The data of the list bench, as pure functions of (company, index): the same index always gives the
 * same item, so an interrupted seeding resumes by writing again from its last confirmed index, and a
 * second run needs nothing but the marker. Ids live in ranges of their own (the demo seed numbers from
 * 1), and the sequences are moved past them so items the handlers create later do not collide.
 *
 * This file holds the plan (tenants, producers, users) and the deterministic randomness and time the
 * items are made of; the items themselves are in list-data-certificados.ts (clients, offers,
 * certificates), list-data-siniestros.ts (claims) and list-data-maestros.ts (policies, issuers).
 */

export const BENCH_TENANT = 'pampaseguros';
/** 'Aseguradora del Sur S.A.' of the demo seed; its coverages (101, 102) price every bench certificate. */
export const ASEGURADORA_ID = 1;

export interface Productora {
  /** How the bench names it in its tables. */
  clave: string;
  id: number;
  nombre: string;
  certificados: number;
  siniestros: number;
  clientes: number;
  /** Certificate and claim ids are base+1..base+n; client ids base/10+1..; user id base/100_000+900. */
  base: number;
}

const cantidad = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 10) throw new Error(`${name}=${process.env[name]} no es una cantidad válida (>= 10)`);
  return v;
};

const claveDe = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/**
 * A small producer and a large one under the same insurer. BENCH_GRANDE moves the large one's size
 * (for a quick try); every size has its own data folder.
 */
export const productoras = (): Productora[] => {
  const grande = cantidad('BENCH_GRANDE', 100_000);
  const chica = cantidad('BENCH_CHICA', 1_000);
  return [
    {
      clave: claveDe(chica),
      id: 12,
      nombre: 'Productores del Oeste S.R.L.',
      certificados: chica,
      siniestros: chica,
      clientes: 120,
      base: 100_000,
    },
    {
      clave: claveDe(grande),
      id: 13,
      nombre: 'Grandes Cuentas Brokers S.A.',
      certificados: grande,
      siniestros: grande,
      clientes: Math.max(120, Math.min(3_000, Math.round(grande * 0.03))),
      base: 200_000,
    },
  ];
};

/** Names the data set; a different plan is another folder. */
export const planId = (ps: Productora[]): string => `v1-${ps.map((p) => `${p.id}x${p.certificados}`).join('-')}`;

export const empresaDe = (p: Productora): EmpresaVista => ({
  id: p.id,
  nombre: p.nombre,
  tipo: 'productor',
  paisId: 32,
  cif: buildCuit('30', 70_000_000 + p.id * 7),
  configuracion: { seguridadPropia: true },
});

export interface UsuarioBench {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  empresaId: number;
  rol: 'productor' | 'aseguradora' | 'administrador' | 'clienteConsultor';
}

export const usuariosBench = (ps: Productora[]): UsuarioBench[] => [
  ...ps.map((p, i) => ({
    id: 901 + i,
    email: `productor-${p.clave}@${BENCH_TENANT}.bench`,
    nombre: 'Bench',
    apellido: `Productor ${p.clave}`,
    empresaId: p.id,
    rol: 'productor' as const,
  })),
  {
    id: 901 + ps.length,
    email: `aseguradora@${BENCH_TENANT}.bench`,
    nombre: 'Bench',
    apellido: 'Aseguradora',
    empresaId: ASEGURADORA_ID,
    rol: 'aseguradora' as const,
  },
];

// ---------------------------------------------------------------------------------------------
// The tenants of the master lists (their policies and issuers: list-data-maestros.ts)

/**
 * Policies and issuers are lists of the whole tenant (one partition per tenant and order), so their
 * small side is another tenant: `cargosur` of the bench stack (seeded as `npm start` seeds it) gets
 * BENCH_CHICA of each, the bench tenant BENCH_GRANDE, from the same generator. Each has a bench
 * administrator, who reads both lists; the declarations' list is measured the same way.
 */
export interface TenantMaestros {
  clave: string;
  tenant: string;
  polizas: number;
  emisores: number;
  /** Sales declarations of its issuing companies (declaraciones.ts). */
  declaraciones: number;
  /** Marine cargo underwriting requests in the desk's queue (suscripciones.ts). */
  suscripciones: number;
  administrador: UsuarioBench;
}

export const TENANT_MAESTROS_CHICO = 'cargosur';
/** A company the demo seed creates in every tenant; the bench administrators act on it. */
const EMPRESA_ADMINISTRADOR = 10;

export const tenantsMaestros = (): TenantMaestros[] => {
  const tamanos: [string, number][] = [
    [TENANT_MAESTROS_CHICO, cantidad('BENCH_CHICA', 1_000)],
    [BENCH_TENANT, cantidad('BENCH_GRANDE', 100_000)],
  ];
  return tamanos.map(([tenant, n]) => ({
    clave: claveDe(n),
    tenant,
    polizas: n,
    emisores: n,
    declaraciones: n,
    suscripciones: n,
    administrador: {
      id: 950,
      email: `administrador@${tenant}.bench`,
      nombre: 'Bench',
      apellido: 'Administrador',
      empresaId: EMPRESA_ADMINISTRADOR,
      rol: 'administrador',
    },
  }));
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and time

/** A small seeded generator (mulberry32) per stream: same stream and index, same numbers. */
export const rng = (stream: number, index: number) => {
  let a = (Math.imul(stream, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  next();
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
};

/** The year of data ends here (fixed, so the same index always gives the same dates). */
export const HASTA = Date.parse('2026-11-01T00:00:00.000Z');
export const DIA = 86_400_000;
export const ANIO = 365 * DIA;

/** Index i of n spread over the year, in order, with a little jitter: ids grow with time as they do. */
export const momento = (i: number, n: number, r: ReturnType<typeof rng>) => HASTA - ANIO + ((i + r.next()) * ANIO) / n;
export const iso = (ms: number) => new Date(Math.min(ms, HASTA - 1)).toISOString();
export const dia = (ms: number) => iso(ms).slice(0, 10);

/** The entity items a write helper's operations create (its counter updates are summed apart). */
export const itemsDe = (ops: WriteOp[]): { entity: AnyEntity; item: Record<string, unknown> }[] =>
  ops.flatMap((op) => (op.type === 'put' ? [{ entity: op.entity, item: op.item }] : []));
