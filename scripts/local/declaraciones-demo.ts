import { clavePeriodo, periodoCerrado, rangoDelPeriodo } from '#shared/declaraciones/periodo.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { completarDocumentosFlotante } from '#lib/certificados/documentos.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import type { TenantDb } from '#lib/data/model/db.ts';
import { Poliza } from '#lib/data/polizas.ts';
import { nuevaVerificacion } from '#lib/data/verificaciones.ts';
import { certificadoEmitido } from './certificado-emitido.ts';
import { EMPRESA_PRODUCTORA, EXPORTADORA_DEMO } from './condiciones-demo.ts';
import { findJob, runJob } from './scheduler.ts';

/** The partner company of the demo (the 'emisor' user works for it). */
const EMPRESA_PARTNER = 20;
/** Sums insured of the demo certificates of each issuing company. */
const DEMO: Record<number, number[]> = { [EMPRESA_PRODUCTORA]: [45_000, 120_000, 80_000], [EMPRESA_PARTNER]: [60_000, 150_000] };

/**
 * The demo's monthly declarations: when the month that ended has none, a few cargo certificates of
 * Exportadora Demo S.A. under the transport policy are issued in it (by the demo producer's company
 * and by the partner), numbered from the real sequences, and the month is closed by the same job the
 * schedule runs. So every start after a month turns shows that month's drafts to confirm.
 *
 * Issuing through the API would publish the event on which generar-documentos draws each PDF; these
 * are written straight to the table, so the seed draws them itself with the subscriber's function and
 * waits, before the close: the declared versions carry the issued PDF over, as they do in the cloud,
 * and the portal says it is ready with every certificate downloadable (decision 0151).
 */
export const ensureDeclaracionesDemo = async (db: TenantDb, tenant: Tenant, ahora = new Date()): Promise<void> => {
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
  const emitidos: CertificadoCargaItem[] = [];
  for (const [emisorId, sumas] of Object.entries(DEMO)) {
    const emisor = await db.get(Empresa, { id: Number(emisorId) });
    if (!emisor) continue;
    for (const valor of sumas) {
      const fecha = new Date(Date.parse(desde) + (3 + 4 * dia++) * 86_400_000 + 15 * 3600_000).toISOString();
      const [id, numero] = await Promise.all([nextNumber(db, 'certificado-carga'), nextNumber(db, 'numero-certificado-carga')]);
      // Issued as emitir issues: with its public verification code.
      const verificacion = nuevaVerificacion('certificado-carga', id);
      const c = certificadoEmitido({
        id,
        fecha,
        numero: `CC-${String(numero).padStart(8, '0')}`,
        referencia: `OC-${clavePeriodo(periodo)}-${dia}`,
        valor,
        cliente: { id: cliente.id, nombre: cliente.nombre, cif: cliente.cif, empresaId: clienteEmpresa.id },
        poliza: {
          id: poliza.id,
          numero: poliza.numero,
          paisId: poliza.paisId,
          aseguradoraId: poliza.aseguradoraId,
          aseguradora: aseguradora?.nombre ?? '',
        },
        emisor: { id: emisor.id, nombre: emisor.nombre },
        codigoVerificacion: verificacion.codigo,
      });
      await db.write([...guardarCertificadoCarga(null, c), ...verificacion.ops]);
      emitidos.push(c);
    }
  }
  await Promise.all(emitidos.map((c) => completarDocumentosFlotante(db, tenant, c)));
  const corridas = await runJob(findJob('cerrar-mes')!, { tenant: db.tenant, args: { periodo: clavePeriodo(periodo) } });
  const fallida = corridas.find((c) => c.error !== undefined);
  if (fallida) throw new Error(`El cierre de ${clavePeriodo(periodo)} de la demo falló: ${fallida.error}`);
};
