/** The list bench's clients (tomadores and beneficiarios), the offers they are quoted and their certificates. */
import type { CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { buildCuit } from '#shared/validators/cif.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { contexto, solicitud, type SolicitudInput } from '#shared/viajes-especificos/fixtures.ts';
import { cotizar } from '#shared/viajes-especificos/motor.ts';
import type { CertificadoItem, ParteItem } from '#lib/data/certificados.ts';
import type { ClienteItem } from '#lib/data/clientes.ts';
import { ASEGURADORA_ID, BENCH_TENANT, DIA, dia, iso, momento, type Productora, rng } from './list-data.ts';
import { APELLIDOS, LUGARES, RUBROS, SOCIEDADES } from './list-data-nombres.ts';

// ---------------------------------------------------------------------------------------------
// Clients

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
