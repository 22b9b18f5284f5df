import { guardarCertificadoCarga as operacion } from '#shared/contract/operations/certificados.ts';
import { estadoAlGuardarCarga, precioVisible } from '#shared/certificados/carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { cotizarCargaEnServidor } from '#lib/certificados/precio.ts';
import { respuestaTransicion } from '#lib/certificados/transicion.ts';
import { ENTIDAD_CARGA } from '#lib/certificados/vista.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { empresasPorId } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { publishEvent } from '#lib/ports/eventos.ts';

const PRODUCTORAS: readonly string[] = ['productor', 'broker', 'partner'];

/**
 * Saves a cargo quote priced on the server (any price in the body was dropped by the contract):
 * cotizado, or en aprobación when it exceeds the policy, with the note for the insurer. The client's
 * company, the policy's insurer and the caller's company are recorded: they decide who sees it.
 */
export const handler = operationHandler(operacion, async ({ body, headers }, principal) =>
  once(principal, 'guardar-certificado-carga', headers, body, async () => {
    const { db, tenant, usuario, empresa } = principal;
    const { cliente, clienteEmpresaId, poliza, beneficiario, resultado } = await cotizarCargaEnServidor(principal, body);
    const [aseguradoras, id] = await Promise.all([
      empresasPorId(db, [poliza.aseguradoraId]),
      nextNumber(db, 'certificado-carga'),
    ]);
    const ahora = new Date().toISOString();
    const endoso = poliza.endosos.find((e) => e.id === body.endosoId);
    const nuevo: CertificadoCargaItem = {
      id,
      ramo: 'transporte',
      estado: estadoAlGuardarCarga(resultado),
      fechaEstado: ahora,
      nroCertificado: null,
      nroReferenciaInterna: body.nroReferenciaInterna || null,
      cliente: { id: cliente.id, nombre: cliente.nombre },
      clienteEmpresaId,
      polizaId: poliza.id,
      aseguradoraId: poliza.aseguradoraId,
      poliza: {
        numero: poliza.numero,
        paisId: poliza.paisId,
        aseguradora: aseguradoras.get(poliza.aseguradoraId)?.nombre ?? `#${poliza.aseguradoraId}`,
      },
      endoso: endoso ? { id: endoso.id, nombre: endoso.nombre } : null,
      emisorId: empresa.id,
      emisor: empresa.nombre,
      productorId: PRODUCTORAS.includes(empresa.tipo) ? empresa.id : null,
      beneficiario: beneficiario ? { id: beneficiario.id, nombre: beneficiario.nombre, cif: beneficiario.cif } : null,
      request: { ...body, markup: principal.permisos.has('markup.consultar') ? body.markup : null },
      resultado,
      observacion: body.observacion || null,
      decision: null,
      baja: null,
      fechaEmision: null,
      idDeclaracion: null,
      documentos: {},
      version: 1,
      creado: ahora,
      creadoPor: { id: usuario.id, email: usuario.email },
    };
    await db.write([
      ...guardarCertificadoCarga(null, nuevo),
      ...auditar({ entidad: ENTIDAD_CARGA, id, accion: 'guardar', por: usuario, desde: null, hacia: nuevo.estado }),
    ]);
    const enAprobacion = nuevo.estado === ESTADOS.enAprobacion.id;
    await publishEvent(tenant.id, enAprobacion ? 'AprobacionSolicitada' : 'CotizacionGuardada', {
      id,
      ramo: nuevo.ramo,
      version: nuevo.version,
      estado: nuevo.estado,
      aseguradoraId: nuevo.aseguradoraId,
      emisorId: nuevo.emisorId,
    });
    return { ...respuestaTransicion(nuevo), precio: precioVisible(resultado, visibilidadDe(principal)) };
  }),
);
