import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { clavePeriodo, periodoCerrado, rangoDelPeriodo } from '#shared/declaraciones/periodo.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import type { TenantDb } from '#lib/data/model/db.ts';
import { Poliza } from '#lib/data/polizas.ts';
import { cerrarMes } from '#lib/declaraciones/cierre.ts';
import { EMPRESA_PRODUCTORA, EXPORTADORA_DEMO } from './condiciones-demo.ts';

/** The partner company of the demo (the 'emisor' user works for it). */
const EMPRESA_PARTNER = 20;
/** Sums insured of the demo certificates of each issuing company. */
const DEMO: Record<number, number[]> = { [EMPRESA_PRODUCTORA]: [45_000, 120_000, 80_000], [EMPRESA_PARTNER]: [60_000, 150_000] };

/**
 * The demo's monthly declarations: when the month that ended has none, a few cargo certificates of
 * Exportadora Demo S.A. under the transport policy are issued in it (by the demo producer's company
 * and by the partner), numbered from the real sequences, and the month is closed by the same job the
 * schedule runs. So every start after a month turns shows that month's drafts to confirm.
 */
export const ensureDeclaracionesDemo = async (db: TenantDb, ahora = new Date()): Promise<void> => {
  const periodo = periodoCerrado(ahora);
  const existentes = await db.query(Declaracion, 'byTipo', { tipo: 'venta' }, { prefix: [clavePeriodo(periodo)], limit: 1 });
  if (existentes.items.length) return;
  const [poliza, cliente, clienteEmpresa] = await Promise.all([
    db.get(Poliza, { id: 1 }),
    db.get(Cliente, { id: EXPORTADORA_DEMO }),
    db.get(Empresa, { id: 40 }),
  ]);
  if (!poliza || !cliente || !clienteEmpresa) return;
  const aseguradora = await db.get(Empresa, { id: poliza.aseguradoraId });
  const { desde } = rangoDelPeriodo(periodo);
  let dia = 0;
  for (const [emisorId, sumas] of Object.entries(DEMO)) {
    const emisor = await db.get(Empresa, { id: Number(emisorId) });
    if (!emisor) continue;
    for (const valor of sumas) {
      const fecha = new Date(Date.parse(desde) + (3 + 4 * dia++) * 86_400_000 + 15 * 3600_000).toISOString();
      const e = entradaCarga();
      const resultado = cotizarCarga({ ...e, embarque: { ...e.embarque, componentes: { ...e.embarque.componentes, valor } } });
      const [id, numero] = await Promise.all([nextNumber(db, 'certificado-carga'), nextNumber(db, 'numero-certificado-carga')]);
      const c: CertificadoCargaItem = {
        id,
        ramo: 'transporte',
        estado: ESTADOS.emitido.id,
        fechaEstado: fecha,
        nroCertificado: `CC-${String(numero).padStart(8, '0')}`,
        nroReferenciaInterna: `OC-${clavePeriodo(periodo)}-${dia}`,
        cliente: { id: cliente.id, nombre: cliente.nombre, cif: cliente.cif },
        clienteEmpresaId: clienteEmpresa.id,
        polizaId: poliza.id,
        aseguradoraId: poliza.aseguradoraId,
        poliza: { numero: poliza.numero, paisId: poliza.paisId, aseguradora: aseguradora?.nombre ?? '' },
        endoso: null,
        emisorId: emisor.id,
        emisor: emisor.nombre,
        productorId: emisor.id,
        beneficiario: null,
        request: {
          clienteId: cliente.id,
          polizaId: poliza.id,
          endosoId: null,
          beneficiarioId: null,
          valor,
          demasGastos: 0,
          flete: 0,
          beneficioImaginario: 10,
          esMercaderiaUsada: false,
          transporteIds: [...e.embarque.transporteIds],
          mercaderiaId: e.embarque.mercaderiaId,
          origenId: e.embarque.origenId,
          destinoId: e.embarque.destinoId,
          fechaSalida: fecha.slice(0, 10),
          markup: null,
          nroReferenciaInterna: `OC-${clavePeriodo(periodo)}-${dia}`,
        },
        resultado,
        observacion: null,
        decision: null,
        baja: null,
        fechaEmision: fecha,
        idDeclaracion: null,
        documentos: {},
        version: 2,
        creado: fecha,
        creadoPor: { id: 2, email: 'demo@portal-carga.example' },
      };
      await db.write(guardarCertificadoCarga(null, c));
    }
  }
  await cerrarMes(db, periodo, { ahora: ahora.toISOString() });
};
