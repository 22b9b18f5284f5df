import type { Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import type { CotizacionCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga, type ResultadoCarga } from '#shared/certificados/precio-carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { DocumentoPendiente } from '#lib/data/documentos-pendientes.ts';
import { BENCH_TENANT, iso, itemsDe, momento, rng, type Productora, type UsuarioBench } from './list-data.ts';

/**
 * The floating-policy certificates of the list bench: a small client and a large one, in the bench
 * tenant, each with its certificates issued under the demo transport policy (1, Aseguradora del Sur)
 * by one of the two bench producers. Like list-data.ts, every item is a pure function of (client, i).
 */
export interface ClienteFlotante {
  clave: string;
  /** The client's company (what its users' scope is) and the party's id. */
  empresaId: number;
  clienteId: number;
  nombre: string;
  certificados: number;
  /** Certificate ids are base+1..base+n. */
  base: number;
  productora: Productora;
  usuario: UsuarioBench;
}

/** Above the list bench's ids (certificates 100.001–300.000) and the master data's (1.000.001–). */
const BASE_FLOTANTES = 3_000_000;
/** Companies above the demo seed's (1–40) and the bench producers (12, 13). */
const EMPRESA_BASE = 60;
const POLIZA = { id: 1, numero: 'TR-2026-0001', paisId: 32, aseguradora: 'Aseguradora del Sur S.A.', aseguradoraId: 1 };

/** The small client gets the small producer's count, the large one the large producer's. */
export const clientesFlotantes = (ps: Productora[]): ClienteFlotante[] =>
  ps.map((p, n) => {
    const empresaId = EMPRESA_BASE + n;
    return {
      clave: p.clave,
      empresaId,
      clienteId: BASE_FLOTANTES + n,
      nombre: `Cliente Flotante ${p.clave} S.A.`,
      certificados: p.certificados,
      base: BASE_FLOTANTES + n * 1_000_000,
      productora: p,
      usuario: {
        id: 960 + n,
        email: `cliente-${p.clave}@${BENCH_TENANT}.bench`,
        nombre: 'Bench',
        apellido: `Cliente ${p.clave}`,
        empresaId,
        rol: 'clienteConsultor',
      },
    };
  });

export const empresaClienteDe = (c: ClienteFlotante): EmpresaVista => ({
  id: c.empresaId,
  nombre: c.nombre,
  tipo: 'cliente',
  paisId: 32,
  cif: `30-${String(70_000_000 + c.empresaId)}-1`,
  configuracion: { seguridadPropia: true },
});

/** Quotes 10 %, in approval 3 %, issued 80 %, cancelled 5 %, baja 2 %. */
export const estadoFlotante = (c: ClienteFlotante, i: number): number => {
  const x = rng(c.empresaId * 10 + 7, i).next();
  if (x < 0.1) return ESTADOS.cotizado.id;
  if (x < 0.13) return ESTADOS.enAprobacion.id;
  if (x < 0.93) return ESTADOS.emitido.id;
  if (x < 0.98) return ESTADOS.cancelado.id;
  return ESTADOS.baja.id;
};

/** Eight sums insured priced once by the engine (the same function the handlers call). */
const PRECIOS: { valor: number; resultado: ResultadoCarga }[] = [
  5_000, 12_000, 30_000, 55_000, 80_000, 120_000, 175_000, 240_000,
].map((valor) => {
  const e = entradaCarga();
  return {
    valor,
    resultado: cotizarCarga({ ...e, embarque: { ...e.embarque, componentes: { ...e.embarque.componentes, valor } } }),
  };
});

export const certificadoFlotanteId = (c: ClienteFlotante, i: number) => c.base + i + 1;

/** Certificate i of a client, as guardar/emitir leave it (issued ones numbered). */
export const certificadoFlotante = (c: ClienteFlotante, i: number): CertificadoCargaItem => {
  const r = rng(c.empresaId * 10 + 3, i);
  const id = certificadoFlotanteId(c, i);
  const estado = estadoFlotante(c, i);
  const fecha = iso(momento(i, c.certificados, r));
  const { valor, resultado } = PRECIOS[i % PRECIOS.length]!;
  const emitido = estado === ESTADOS.emitido.id || estado === ESTADOS.baja.id;
  const request: CotizacionCargaRequest = {
    clienteId: c.clienteId,
    polizaId: POLIZA.id,
    endosoId: null,
    beneficiarioId: null,
    valor,
    demasGastos: 0,
    flete: 0,
    beneficioImaginario: 10,
    esMercaderiaUsada: false,
    transporteIds: i % 5 === 0 ? [1, 0] : [1],
    mercaderiaId: 3,
    origenId: 156,
    destinoId: 32,
    fechaSalida: fecha.slice(0, 10),
    markup: null,
    nroReferenciaInterna: `REF-${c.clave}-${i}`,
  };
  return {
    id,
    ramo: 'transporte',
    estado,
    fechaEstado: fecha,
    nroCertificado: emitido ? `CC-${String(id).padStart(8, '0')}` : null,
    nroReferenciaInterna: request.nroReferenciaInterna,
    cliente: { id: c.clienteId, nombre: c.nombre },
    clienteEmpresaId: c.empresaId,
    polizaId: POLIZA.id,
    aseguradoraId: POLIZA.aseguradoraId,
    poliza: { numero: POLIZA.numero, paisId: POLIZA.paisId, aseguradora: POLIZA.aseguradora },
    endoso: null,
    emisorId: c.productora.id,
    emisor: c.productora.nombre,
    productorId: c.productora.id,
    beneficiario: null,
    request,
    resultado,
    observacion: null,
    decision: null,
    baja: estado === ESTADOS.baja.id ? { motivo: 'Embarque no realizado', fecha, usuario: 'Bench' } : null,
    fechaEmision: emitido ? fecha : null,
    idDeclaracion: null,
    documentos: {},
    version: emitido ? 2 : 1,
    creado: fecha,
    creadoPor: { id: c.productora.id, email: `productor-${c.productora.clave}@${BENCH_TENANT}.bench` },
  };
};

/**
 * The items guardarCertificadoCarga writes for certificate i: the certificate and its tenant-wide face.
 * Not its pending-documents entry: the bench renders no PDF, and the retry job must not try 100.000.
 */
export const itemsFlotante = (c: ClienteFlotante, i: number) =>
  itemsDe(guardarCertificadoCarga(null, certificadoFlotante(c, i))).filter(({ entity }) => entity !== DocumentoPendiente);
