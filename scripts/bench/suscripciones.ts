import { ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { SolicitudSuscripcion, type SolicitudSuscripcionItem } from '#lib/data/suscripciones.ts';
import { rng, type TenantMaestros } from './list-data.ts';

/**
 * The underwriting requests of the list bench: the master-data tenants' (the small one's 1.000, the
 * large one's 100.000), filed by one bench company over 2011-2015 (before any request the portal
 * files), so the desk's queue of the tenant holds them all. Request i is a pure function of (tenant
 * size, i).
 */
export const EMPRESA_SOLICITANTE = 3_000_001;
const ID_BASE = 3_000_000;
const DESDE = Date.parse('2011-01-01T00:00:00.000Z');
const HASTA = Date.parse('2016-01-01T00:00:00.000Z');
/** The first date after the bench's: a request from then on is someone else's. */
export const DESPUES_DEL_BENCH = new Date(HASTA).toISOString();

const { recibida, enAnalisis, cotizada, rechazada } = ESTADOS_SUSCRIPCION;
/** Received 10 %, in analysis 15 %, quoted 55 %, refused 20 %. */
export const estadoSuscripcion = (t: TenantMaestros, i: number): number => {
  const x = rng(t.polizas + 17, i).next();
  return x < 0.1 ? recibida.id : x < 0.25 ? enAnalisis.id : x < 0.8 ? cotizada.id : rechazada.id;
};

export const solicitudBench = (t: TenantMaestros, i: number): SolicitudSuscripcionItem => {
  const r = rng(t.polizas + 19, i);
  const id = ID_BASE + i + 1;
  const fecha = new Date(DESDE + Math.floor(((HASTA - DESDE) * i) / t.suscripciones)).toISOString();
  const suma = r.int(100, 50_000) * 1_000;
  const estado = estadoSuscripcion(t, i);
  return {
    id,
    numero: `MC-${String(id).padStart(8, '0')}`,
    estado,
    fechaEstado: fecha,
    solicitud: {
      asegurado: { beneficiario: { id: 1 }, direccionFiscalCompleta: 'Av. del Libertador 1000', giroDelAsegurado: 'Exportación' },
      bienesAsegurado: {
        moneda: 840,
        sumaAsegurada: suma,
        descripcion: `Carga general ${i}`,
        territorialidad: 'Mercosur',
        embalaje: 'Contenedor',
        incoterms: ['FOB'],
        siniestralidad: 'Sin siniestros',
      },
      cobertura: {
        requerida: 'Todo riesgo',
        limite: { camion: suma / 10, aereo: 0, maritimo: suma / 5, ferrocarril: 0, encomiendaPostal: 0 },
      },
    },
    asegurado: { id: 1, nombre: `Asegurado ${i % 997}`, cif: `30-${String(i).padStart(8, '0')}-1` },
    moneda: { id: 840, simbolo: 'U$S' },
    empresa: { id: EMPRESA_SOLICITANTE, nombre: 'Solicitante Bench' },
    creadoPor: { id: 951, email: 'solicitante@bench', nombre: 'Bench Solicitante' },
    respuesta: estado === cotizada.id ? 'Tasa 0,35 ‰' : estado === rechazada.id ? 'Fuera de apetito' : null,
    version: estado === recibida.id ? 1 : 2,
    creado: fecha,
  };
};

export const itemsSuscripcion = (t: TenantMaestros, i: number) => [{ entity: SolicitudSuscripcion, item: solicitudBench(t, i) }];

/** How many of a tenant's bench requests are in a state (the generator counted, to check the counters). */
export const cuantasSuscripciones = (t: TenantMaestros, estado?: number) => {
  let n = 0;
  for (let i = 0; i < t.suscripciones; i++) if (estado === undefined || estadoSuscripcion(t, i) === estado) n++;
  return n;
};
