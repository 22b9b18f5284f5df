import { emitirCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import type { EmitirRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { LETRAS_DE_PRODUCTO } from '#shared/certificados/numero-buscado.ts';
import { puedeEmitir, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE, pendienteVE, Vencimiento, type CertificadoItem } from '#lib/data/certificados.ts';
import { numberInTransaction } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { numerosDeCertificado } from '#lib/data/numeros-certificado.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { nuevaVerificacion } from '#lib/data/verificaciones.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { enviarCorreo } from '#lib/ports/correo.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { alcanceDe, alcanza } from '#lib/viajes/alcance.ts';
import { correoEmision } from '#lib/viajes/correos.ts';
import { exigirPartesHabilitadas } from '#lib/viajes/personas.ts';
import { urlVerificacion } from '#lib/viajes/verificacion.ts';

export const NO_EMITIBLE = 'El certificado ya fue emitido o cambió de estado: no se puede emitir.';

/** Tries of the issue transaction when another issue of the tenant took the number first. */
const MAX_INTENTOS = 5;
const OCUPADO = 'Se están emitiendo otros certificados en este momento: volvé a intentar.';

/** Who the issue e-mail notifies besides the user: the spec's list (empty from the wizard) and the notification settings. */
const avisados = (n: EmitirRequest['Notificaciones']) => [...new Set([...n.Emails, ...n.OtrosEmails])];

/** The certificate as issued with this number and verification code, and the operational data of the request. */
const emision = (c: CertificadoItem, numero: number, codigo: string, body: EmitirRequest): CertificadoItem => ({
  ...c,
  estado: siguienteEstado(c.estado, 'emitir'),
  fechaEstado: new Date().toISOString(),
  nroCertificado: `${LETRAS_DE_PRODUCTO['viaje-especifico']}-${String(numero).padStart(8, '0')}`,
  codigoVerificacion: codigo,
  emision: {
    nroReferenciaInterna: body.NroReferenciaInterna,
    facturaComercial: body.NumeroFacturaComercial,
    clausulaDeNoRepeticion: body.ClausulaDeNoRepeticion,
    detalleMercaderia: body.DetalleTipoMercaderia,
    detalleOrigen: body.DetalleOrigen,
    detalleDestino: body.DetalleDestino,
    emails: avisados(body.Notificaciones),
    metodoPago: body.MetodoPago.Descripcion,
    fecha: new Date().toISOString(),
  },
  venceEl: null,
  version: c.version + 1,
});

/**
 * Issues a quoted (or approved) certificate: a conditional transition on the state and version
 * read, so of two concurrent issues exactly one succeeds and the other gets 409. The certificate
 * number is taken in that same transaction (the tenant's sequence, conditional on the value read):
 * number and state change together, so a failed issue never consumes a number and none repeats.
 * Its parties pass the person-blocking validation first (lib/viajes/personas.ts).
 * The issuance proof is rendered by the documents function on CertificadoEmitido: the answer's
 * link is null until then, and the certificate says so (documentosPendientes).
 */
export const handler = operationHandler(emitirCertificado, async ({ body, headers }, principal) =>
  once(principal, 'emitir-certificado', headers, body, async () => {
    const { db, tenant, usuario } = principal;
    const alcance = alcanceDe(principal);
    let emitido: CertificadoItem | null = null;
    const validadas = new Set<string>();
    for (let intento = 1; !emitido; intento++) {
      const c = await db.get(CertificadoVE, { id: body.Id }, { consistent: true });
      if (!c || !alcanza(alcance, c)) throw new NotFoundError('El certificado no existe.');
      if (!puedeEmitir(c.estado)) throw new ConflictError(NO_EMITIBLE);
      // Again on each try: a save between two tries may have changed the parties.
      await exigirPartesHabilitadas(principal, c, validadas);
      const { numero, ops } = await numberInTransaction(db, 'certificado');
      const verificacion = nuevaVerificacion('viaje-especifico', c.id);
      const candidato = emision(c, numero, verificacion.codigo, body);
      try {
        await db.write([
          ...ops,
          ...CertificadoVE.put(candidato, { previous: c, when: { estado: c.estado, version: c.version } }),
          ...(c.venceEl ? Vencimiento.delete({ venceEl: c.venceEl, id: c.id }) : []),
          ...pendienteVE(candidato, c),
          ...verificacion.ops,
          // Its number under the two companies that list it, for the prefix search (record 0178).
          ...numerosDeCertificado('viaje-especifico', c.id, candidato.nroCertificado!, [
            { ambito: 'productor', ambitoId: c.productor.id },
            { ambito: 'aseguradora', ambitoId: c.oferta.cobertura.idAseguradora },
          ]),
          ...auditar({
            entidad: 'viaje-especifico',
            id: c.id,
            accion: 'emitir',
            por: usuario,
            desde: c.estado,
            hacia: candidato.estado,
          }),
        ]);
        emitido = candidato;
      } catch (err) {
        // Another issue took the number, the code was drawn before, or this certificate changed: read
        // again (the certificate check above answers 409 when it is no longer issuable).
        if (!(err instanceof ConditionFailed) || intento >= MAX_INTENTOS) {
          throw err instanceof ConditionFailed ? new ConflictError(OCUPADO) : err;
        }
      }
    }

    await Promise.all([
      publishEvent(tenant.id, 'CertificadoEmitido', {
        id: emitido.id,
        // The floating policies and the annual rating name their product too (webhooks pass it on).
        ramo: 'viaje-especifico',
        version: emitido.version,
        nroCertificado: emitido.nroCertificado,
        premio: emitido.oferta.premio,
        moneda: emitido.oferta.moneda.id,
        idAseguradora: emitido.oferta.cobertura.idAseguradora,
        productorId: emitido.productor.id,
      }),
      enviarCorreo(
        correoEmision({
          para: [usuario.email, ...avisados(body.Notificaciones)],
          nroCertificado: emitido.nroCertificado as string,
          id: emitido.id,
          tenant: tenant.nombre,
          cobertura: emitido.oferta.cobertura.nombre,
          aseguradora: emitido.oferta.cobertura.aseguradora,
          tomador: emitido.tomador?.nombre ?? null,
          urlVerificacion: urlVerificacion(tenant, emitido.codigoVerificacion as string),
        }),
      ),
    ]);
    return { id: emitido.id, nroCertificado: emitido.nroCertificado as string, urlConstancia: null };
  }),
);
