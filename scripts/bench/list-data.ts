import type { Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import type { CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { COBERTURAS_SINIESTRO } from '#shared/siniestros/coberturas.ts';
import type { EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { buildCuit } from '#shared/validators/cif.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { contexto, solicitud, type SolicitudInput } from '#shared/viajes-especificos/fixtures.ts';
import { cotizar } from '#shared/viajes-especificos/motor.ts';
import type { CertificadoItem, ParteItem } from '#lib/data/certificados.ts';
import type { ClienteItem } from '#lib/data/clientes.ts';
import type { ObservacionItem, SiniestroItem } from '#lib/data/siniestros.ts';
import { Emisor, type EmisorItem } from '#lib/data/emisores.ts';
import { Empresa, idDeEmpresa } from '#lib/data/empresas.ts';
import type { AnyEntity, WriteOp } from '#lib/data/model/entity.ts';
import { guardarPoliza, type PolizaItem } from '#lib/data/polizas.ts';

/**
 * The data of the list bench, as pure functions of (company, index): the same index always gives the
 * same item, so an interrupted seeding resumes by writing again from its last confirmed index, and a
 * second run needs nothing but the marker. Ids live in ranges of their own (the demo seed numbers from
 * 1), and the sequences are moved past them so items the handlers create later do not collide.
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
const DIA = 86_400_000;
const ANIO = 365 * DIA;

/** Index i of n spread over the year, in order, with a little jitter: ids grow with time as they do. */
export const momento = (i: number, n: number, r: ReturnType<typeof rng>) => HASTA - ANIO + ((i + r.next()) * ANIO) / n;
export const iso = (ms: number) => new Date(Math.min(ms, HASTA - 1)).toISOString();
const dia = (ms: number) => iso(ms).slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Clients (tomadores and beneficiarios)

const RUBROS = [
  'Transportes',
  'Logística',
  'Agroexportadora',
  'Frigorífico',
  'Distribuidora',
  'Importadora',
  'Metalúrgica',
  'Comercial',
  'Industrias',
  'Bodegas',
];
const LUGARES = [
  'del Litoral',
  'Pampeana',
  'del Sur',
  'Andina',
  'Rioplatense',
  'Mediterránea',
  'del Norte',
  'Patagónica',
  'Cuyana',
  'del Valle',
  'Serrana',
  'Atlántica',
];
const APELLIDOS = [
  'Gómez',
  'Fernández',
  'Rossi',
  'Martínez',
  'Benítez',
  'Ferrari',
  'López',
  'Sosa',
  'Romero',
  'Acosta',
  'Álvarez',
  'Pereyra',
];
const SOCIEDADES = ['S.A.', 'S.R.L.', 'S.A.S.', 'y Cía. S.A.'];

/** A search prefix that matches about a tenth of every producer's clients (their first word). */
export const PREFIJO_BUSQUEDA = 'logis';

export const clienteId = (p: Productora, i: number) => p.base / 10 + i + 1;

export const cliente = (p: Productora, i: number): ClienteItem => {
  const r = rng(p.id * 10 + 1, i);
  const id = clienteId(p, i);
  const nombre = `${RUBROS[i % RUBROS.length]} ${r.pick(APELLIDOS)} ${r.pick(LUGARES)} ${r.pick(SOCIEDADES)}`;
  return {
    id,
    nombre,
    cif: buildCuit('30', 60_000_000 + id * 7),
    paisId: 32,
    email: `administracion${id}@clientes-${p.id}.bench`,
    logo: null,
    markup: r.next() < 0.2 ? r.int(1, 15) : null,
    productorId: p.id,
    creado: iso(momento(i, p.clientes, r) - 30 * DIA),
  };
};

const parte = (c: ClienteItem): ParteItem => ({ id: c.id, nombre: c.nombre, cif: c.cif });

// ---------------------------------------------------------------------------------------------
// Offers: real ones, priced by the engine against the seeded tariff

interface Cotizada {
  request: CotizacionRequest;
  oferta: Oferta;
}

let ofertas: Cotizada[] | undefined;

/**
 * About a hundred requests (goods, transport, route, currency, value, payment) priced once by the
 * rating engine; every certificate takes one of them, so its offer is exactly what a quote answers.
 */
export const ofertasBench = (): Cotizada[] => {
  if (ofertas) return ofertas;
  const r = rng(7, 0);
  const ctx = contexto({ beneficioImaginarioMaximo: 10 });
  const rutas: [SolicitudInput['OperacionId'], number, number][] = [
    [201, 156, 32],
    [201, 840, 32],
    [201, 276, 32],
    [201, 76, 32],
    [202, 32, 76],
    [202, 32, 152],
    [202, 32, 858],
    [202, 32, 840],
    [203, 32, 32],
    [203, 32, 32],
  ];
  const found: Cotizada[] = [];
  for (let k = 0; found.length < 100 && k < 2_000; k++) {
    const [OperacionId, OrigenId, DestinoId] = r.pick(rutas);
    const moneda = r.next();
    const MonedaId = moneda < 0.85 ? 840 : moneda < 0.95 ? 32 : 978;
    const escala = MonedaId === 32 ? 1_000 : 1;
    const input: Partial<SolicitudInput> = {
      ValorFactura: Math.round(r.int(3_000, 250_000) * escala),
      GastoEnvio: Math.round(r.int(0, 8_000) * escala),
      DemasGastos: Math.round(r.int(0, 2_000) * escala),
      MonedaId,
      MercaderiaId: r.pick([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16]),
      OperacionId,
      TransporteId: OperacionId === 203 ? 0 : r.pick([0, 1, 1, 2]),
      OrigenId,
      DestinoId,
      FechaSalida: contexto().hoy,
      Km: OperacionId === 203 ? r.pick([60, 100, 400, 401] as const) : null,
      FormaDePagoId: r.pick([0, 0, 1, 2]),
      Cuotas: r.pick([1, 1, 3, 6]),
    };
    try {
      const request = solicitud(input);
      const oferta = cotizar(request, ctx).find((o) => o.cobertura.idAseguradora === ASEGURADORA_ID);
      if (oferta) found.push({ request, oferta });
    } catch {
      // A combination some coverage refuses (instalments, goods): the engine says why; try another.
    }
  }
  if (found.length < 20) throw new Error(`el motor cotizó sólo ${found.length} solicitudes del bench`);
  ofertas = found;
  return found;
};

// ---------------------------------------------------------------------------------------------
// Certificates

export const certificadoId = (p: Productora, i: number) => p.base + i + 1;

/** The state of certificate i alone (claims look for issued certificates without building them). */
export const estadoCertificado = (p: Productora, i: number): number => {
  const u = rng(p.id * 10 + 2, i).next();
  return u < 0.3 ? ESTADOS.cotizado.id : u < 0.4 ? ESTADOS.enAprobacion.id : ESTADOS.emitido.id;
};

const nroCertificado = (id: number) => `VE-${String(id).padStart(8, '0')}`;
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const referencia = (r: ReturnType<typeof rng>, i: number) =>
  r.pick([
    `OC-${2026}-${String(i).padStart(6, '0')}`,
    `PO ${r.int(10_000, 99_999)}/${r.int(1, 9)}`,
    `IMP-${r.int(1_000, 9_999)}-${i % 97}`,
  ]);

export const certificado = (p: Productora, i: number, productorUsuario: { id: number; email: string }): CertificadoItem => {
  const r = rng(p.id * 10 + 3, i);
  const id = certificadoId(p, i);
  const estado = estadoCertificado(p, i);
  const creado = momento(i, p.certificados, r);
  const fechaEstado =
    estado === ESTADOS.cotizado.id
      ? creado
      : estado === ESTADOS.enAprobacion.id
        ? creado + r.int(5, 60) * 60_000
        : creado + r.int(1, 72) * 3_600_000;
  const { request: cotizada, oferta } = r.pick(ofertasBench());
  const tomador = cliente(p, r.int(0, p.clientes - 1));
  const beneficiario = r.next() < 0.7 ? cliente(p, r.int(0, p.clientes - 1)) : null;
  const emitido = estado === ESTADOS.emitido.id;
  const request = {
    ...cotizada,
    FechaSalida: dia(creado + r.int(0, 10) * DIA),
    CoberturaId: oferta.cobertura.id,
    TomadorId: tomador.id,
    ...(beneficiario ? { BeneficiarioId: beneficiario.id } : {}),
  } as CotizacionRequest;
  const version = emitido ? 2 : 1;
  const doc = (v: number, nombre: string) => `documentos/${BENCH_TENANT}/viajes-especificos/${id}/${v}-${nombre}`;
  return {
    id,
    estado,
    fechaEstado: iso(fechaEstado),
    nroCertificado: emitido ? nroCertificado(id) : null,
    codigoVerificacion: emitido
      ? Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => r.pick([...ALFABETO])).join('')).join('-')
      : null,
    request,
    oferta,
    productor: { id: p.id, nombre: p.nombre },
    creadoPor: productorUsuario,
    tomador: parte(tomador),
    beneficiario: beneficiario ? parte(beneficiario) : null,
    emision: emitido
      ? {
          nroReferenciaInterna: referencia(r, i),
          facturaComercial: `FC A-${String(r.int(1, 20)).padStart(4, '0')}-${String(r.int(1, 99_999_999)).padStart(8, '0')}`,
          clausulaDeNoRepeticion: r.next() < 0.2 ? `A favor de ${tomador.nombre}` : '',
          detalleMercaderia: `Carga paletizada, ${r.int(1, 40)} bultos`,
          detalleOrigen: `Depósito ${r.pick(LUGARES)}`,
          detalleDestino: `Centro de distribución ${r.pick(LUGARES)}`,
          emails: [`logistica${tomador.id}@clientes-${p.id}.bench`],
          metodoPago: r.pick(['Transferencia bancaria', 'Tarjeta de crédito', 'Cuenta corriente']),
          fecha: iso(fechaEstado),
        }
      : null,
    solicitudAprobacion:
      estado === ESTADOS.enAprobacion.id
        ? {
            respuestas: [
              {
                pregunta: '¿La carga viaja con custodia?',
                respuesta: r.pick(['Sí, custodia armada', 'No', 'Sólo rastreo satelital']),
              },
              { pregunta: '¿Hubo siniestros en los últimos 3 años?', respuesta: r.pick(['No', 'Uno, menor']) },
            ],
            contenedores: [],
            observacion: r.next() < 0.5 ? 'Cliente frecuente, pide aprobación urgente.' : null,
            decision: null,
          }
        : null,
    venceEl: estado === ESTADOS.cotizado.id ? dia(creado + 15 * DIA) : null,
    documentos: emitido
      ? {
          asegurado: doc(1, 'copia-asegurado.pdf'),
          pas: doc(1, 'copia-productor.pdf'),
          constancia: doc(2, 'constancia-emision.pdf'),
          version: 2,
        }
      : { asegurado: doc(1, 'copia-asegurado.pdf'), pas: doc(1, 'copia-productor.pdf'), version: 1 },
    version,
    creado: iso(creado),
  };
};

// ---------------------------------------------------------------------------------------------
// Claims and their comments

export const siniestroId = (p: Productora, i: number) => p.base + i + 1;

const ESTADOS_SINIESTRO: [EstadoSiniestro, number][] = [
  ['denunciado', 0.25],
  ['enAnalisis', 0.2],
  ['documentacionPendiente', 0.15],
  ['enLiquidacion', 0.1],
  ['indemnizado', 0.1],
  ['rechazado', 0.1],
  ['cerrado', 0.1],
];

const LUGARES_SINIESTRO = [
  'Ruta Nacional 9, km 312, Córdoba',
  'Puerto de Buenos Aires, terminal 4',
  'Ruta Nacional 14, km 540, Entre Ríos',
  'Aeropuerto de Ezeiza, depósito fiscal',
  'Autopista Rosario-Córdoba, km 120',
  'Paso de los Libres, aduana',
];
const DESCRIPCIONES = [
  'El camión fue interceptado en la ruta y se sustrajo la totalidad de la carga.',
  'Durante la descarga en destino se detectaron cajas mojadas y mercadería oxidada por filtración de agua en el contenedor.',
  'Vuelco del semirremolque por maniobra evasiva; parte de la carga quedó esparcida en la banquina y sufrió daños de consideración. El chofer resultó ileso y se labró acta policial en el lugar, con intervención de bomberos voluntarios y de la concesionaria vial, que retiró los restos de la calzada horas después.',
  'Faltante de 12 bultos al controlar el remito en el depósito de destino.',
  'Falla del equipo de frío durante el tránsito: la temperatura superó el rango permitido por más de seis horas.',
];

/** The issued certificate a claim is about: one of the company's, from up to a month before it. */
const certificadoDelSiniestro = (p: Productora, i: number, r: ReturnType<typeof rng>) => {
  let j = Math.min(
    p.certificados - 1,
    Math.floor((i * p.certificados) / p.siniestros) - r.int(0, Math.ceil(p.certificados / 12)),
  );
  j = Math.max(0, j);
  for (let k = j; k >= 0; k--) if (estadoCertificado(p, k) === ESTADOS.emitido.id) return k;
  for (let k = j; k < p.certificados; k++) if (estadoCertificado(p, k) === ESTADOS.emitido.id) return k;
  throw new Error(`${p.nombre} no tiene certificados emitidos`);
};

/** Every fifth claim has one to three comments. */
export const comentariosDelSiniestro = (i: number): number => (i % 5 === 0 ? 1 + (i % 3) : 0);

export const siniestro = (p: Productora, i: number, productorUsuario: { id: number; email: string }): SiniestroItem => {
  const r = rng(p.id * 10 + 4, i);
  const id = siniestroId(p, i);
  const c = certificado(p, certificadoDelSiniestro(p, i, r), productorUsuario);
  const denuncia = Math.max(momento(i, p.siniestros, r), Date.parse(c.fechaEstado) + DIA);
  let u = r.next();
  const estado = ESTADOS_SINIESTRO.find(([, peso]) => (u -= peso) < 0)?.[0] ?? 'cerrado';
  const monto = Math.round(r.int(1_000, 300_000) * 100 + r.int(0, 99)) / 100;
  const avanzado = estado !== 'denunciado';
  const liquidado = estado === 'indemnizado' || estado === 'cerrado';
  const beneficiario = c.beneficiario ?? c.tomador!;
  const foto = (n: number) => ({
    key: `siniestros/${BENCH_TENANT}/${id}/foto-${n}.jpg`,
    nombre: `foto-${n}.jpg`,
    tipo: 'image/jpeg',
    tamano: r.int(80_000, 3_000_000),
    fecha: iso(denuncia),
  });
  return {
    id,
    numero: `S-${iso(denuncia).slice(0, 4)}-${String(id).padStart(6, '0')}`,
    version: 1 + (avanzado ? r.int(1, 4) : 0),
    estado,
    origen: r.next() < 0.5 ? 'publico' : 'interno',
    idCertificado: c.id,
    numeroCertificado: c.nroCertificado!,
    productorId: p.id,
    aseguradoraId: ASEGURADORA_ID,
    cobertura: r.pick(COBERTURAS_SINIESTRO).id,
    fechaOcurrencia: dia(denuncia - r.int(0, 10) * DIA),
    fechaDenuncia: iso(denuncia),
    lugarOcurrencia: r.pick(LUGARES_SINIESTRO),
    ubicacionActualMercaderia: r.pick([
      'En el depósito del transportista',
      'En destino',
      'Retenida en aduana',
      'Siniestro total',
    ]),
    descripcion: r.pick(DESCRIPCIONES),
    comentarios: r.next() < 0.3 ? 'El asegurado solicita inspección a la brevedad.' : '',
    beneficiario: { cif: beneficiario.cif, nombre: beneficiario.nombre },
    contacto: {
      nombre: `${r.pick(['Laura', 'Martín', 'Sofía', 'Diego'])} ${r.pick(APELLIDOS)}`,
      email: `siniestros@clientes-${p.id}.bench`,
      telefono: `+54 11 ${r.int(4_000, 6_999)}-${r.int(1_000, 9_999)}`,
    },
    montoReclamado: monto,
    idResponsable: avanzado ? ASEGURADORA_ID : null,
    idLiquidador: estado === 'enLiquidacion' || liquidado ? 11 : null,
    idRedLiquidador: null,
    reserva: estado === 'enLiquidacion' || liquidado ? Math.round(monto * 80) / 100 : null,
    indemnizaciones: liquidado ? [{ fecha: dia(denuncia + r.int(20, 90) * DIA), valor: Math.round(monto * 70) / 100 }] : [],
    archivos: { fotosDanio: Array.from({ length: r.int(0, 3) }, (_, n) => foto(n + 1)), facturas: [], otros: [] },
    documentoCertificado: c.documentos.asegurado ?? null,
  };
};

export const observaciones = (s: SiniestroItem, i: number): ObservacionItem[] =>
  Array.from({ length: comentariosDelSiniestro(i) }, (_, n) => ({
    siniestroId: s.id,
    fecha: iso(Date.parse(s.fechaDenuncia) + (n + 1) * 3_600_000),
    rand: `b${String(n).padStart(7, '0')}`,
    mensaje:
      n === 0
        ? 'Se solicitó al asegurado el remito de entrega y las fotos del daño.'
        : 'Documentación recibida, pasa a análisis.',
    usuario: { nombre: 'Siniestros Bench', email: `siniestros@${BENCH_TENANT}.bench` },
  }));

// ---------------------------------------------------------------------------------------------
// Master data: policies and issuers

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
/** Policy ids base+1..base+n (the demo's are 1-3); issuer (company) ids likewise, above the seed's companies. */
export const POLIZA_BASE = 1_000_000;
export const EMISOR_BASE = 2_000_000;

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

/** The entity items a write helper's operations create (its counter updates are summed apart). */
export const itemsDe = (ops: WriteOp[]): { entity: AnyEntity; item: Record<string, unknown> }[] =>
  ops.flatMap((op) => (op.type === 'put' ? [{ entity: op.entity, item: op.item }] : []));

/** The insurers of the demo seed the bench policies belong to; the filtered list reads the first one. */
export const ASEGURADORAS_POLIZAS = [2, 3] as const;
/** Starts exactly the names of one policy in ten (index % 10 === 1: 'Flotante Logística …'). */
export const PREFIJO_POLIZA = 'Flotante Logís';

export const polizaId = (i: number) => POLIZA_BASE + i + 1;
export const numeroPoliza = (i: number) => `BF-${String(polizaId(i)).padStart(8, '0')}`;
export const aseguradoraPoliza = (i: number) => ASEGURADORAS_POLIZAS[i % 4 === 3 ? 1 : 0];

/** Policy i of a tenant of n: names in ten families, a year of periods (some expired), one in fifty annulled. */
export const poliza = (n: number, i: number): PolizaItem => {
  const r = rng(31, i);
  // Half the periods began a year earlier: those have expired (vencidas), the rest are in force.
  const desde = momento(i, n, r) - (i % 2) * ANIO;
  const creado = iso(desde - r.int(1, 30) * DIA);
  const contenedores = i % 5 === 4;
  // A period's end may pass HASTA (iso and dia stop there): the policies in force end next year.
  const hasta = new Date(desde + ANIO - DIA).toISOString().slice(0, 10);
  return {
    id: polizaId(i),
    numero: numeroPoliza(i),
    aseguradoraId: aseguradoraPoliza(i),
    nombre: `Flotante ${RUBROS[i % RUBROS.length]} ${r.pick(LUGARES)} ${String(i + 1).padStart(6, '0')}`,
    ramo: contenedores ? 'contenedores' : 'transporte',
    monedaId: r.next() < 0.85 ? 840 : 32,
    paisId: 32,
    vigenciaDesde: dia(desde),
    vigenciaHasta: hasta,
    tasa: r.int(10, 60) / 100,
    primaMinima: r.int(15, 80),
    cobertura: {
      nombre: contenedores ? 'Daños al contenedor' : r.pick(['Todo riesgo', 'Libre de avería particular']),
      deducibles: [{ concepto: 'Por embarque, sobre la pérdida', tipo: 'porcentaje', valor: r.pick([5, 10, 15]) }],
    },
    limitesPorEmbarque: [{ transporteId: 0, limite: r.int(5, 100) * 10_000 }],
    endosos: Array.from({ length: r.int(0, 2) }, (_, k) => ({
      id: k + 1,
      nombre: `Endoso ${r.pick(LUGARES)}`,
      vigenciaDesde: dia(desde),
      vigenciaHasta: hasta,
    })),
    ultimoEndosoId: 2,
    anulada: i % 50 === 49,
    version: 1,
    creado,
    modificado: creado,
  };
};

/** A policy as create-poliza writes it: the policy and its number reservation. */
export const polizaItems = (n: number, i: number) => itemsDe(guardarPoliza(null, poliza(n, i)));

export const emisorId = (i: number) => EMISOR_BASE + i + 1;

/** Issuer i: names in ten families like the clients' (PREFIJO_BUSQUEDA starts one in ten). */
export const emisor = (i: number): EmisorItem => {
  const r = rng(32, i);
  const id = emisorId(i);
  const creado = iso(HASTA - ANIO + r.int(0, 364) * DIA);
  const nombre = `${RUBROS[i % RUBROS.length]} ${r.pick(APELLIDOS)} ${r.pick(LUGARES)}`;
  return {
    id,
    estado: 'Activo',
    version: 1,
    nombreComercial: nombre,
    idPais: 484,
    email: `contacto${id}@emisores.bench`,
    web: '',
    condicionesComerciales: { transporte: [], contenedores: [] },
    informacionFiscal: {
      // 12 characters, as a company's RFC has (three letters, six digits, a homoclave), unique per id.
      rfc: `BEN${String(id % 1_000_000).padStart(6, '0')}${Math.floor(id / 1_000_000)
        .toString(36)
        .toUpperCase()
        .padStart(3, '0')}`,
      razonSocial: `${nombre} S.A. de C.V.`,
      idRegimenFiscal: 6,
      idTipoPersona: 1,
      idUsoCFDI: 'G03',
      idMonedaFacturacion: 484,
      idFormaDePago: 1,
      diasDeCredito: null,
      domicilioFiscal: {
        calle: `Av. Reforma ${r.int(1, 999)}`,
        estado: 'CDMX',
        ciudad: 'Ciudad de México',
        codigoPostal: '06600',
        municipio: 'Cuauhtémoc',
        tel: '',
      },
    },
    informacionComercial: {
      limiteDeCredito: 0,
      idTipoCliente: null,
      idConfiguracionFacturacion: null,
      sucursales: [],
      vendedores: [],
      emailEnvioDeFacturas: '',
      emailEnvioDeCertificados: '',
      idEjecutivoDeCuentaAsignado: null,
      idIntermediarioAsignado: null,
      tieneAutoEmision: false,
      constanciaDeSituacionFiscal: [],
    },
    creado,
    modificado: creado,
  };
};

/**
 * An issuer as create-emisor writes it: its company (tipo 'emisor') and its data. The creator's
 * administrator role on it and the audit entry are left out: no list reads them.
 */
export const emisorItems = (i: number) => {
  const e = emisor(i);
  return itemsDe([
    ...Empresa.create({
      id: e.id,
      cif: e.informacionFiscal.rfc,
      nombre: e.nombreComercial,
      tipo: 'emisor',
      paisId: e.idPais,
      configuracion: {},
    }),
    ...Emisor.create(e),
  ]);
};

/** The company-numbering value create-emisor would have reached after issuer n-1. */
export const numeracionEmpresas = (n: number) => emisorId(n - 1) - idDeEmpresa(0);
