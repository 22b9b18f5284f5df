import { BAJA_TARDIA, impedimentoEmision, puedeDarDeBaja } from '#shared/certificados/carga.ts';
import { LETRAS_DE_PRODUCTO } from '#shared/certificados/numero-buscado.ts';
import type { Principal } from '../auth/principal.ts';
import { hoyNegocio } from '../data/catalogos.ts';
import type { RamoCertificado } from '../data/certificados-carga.ts';
import { numberInTransaction } from '../data/model/counters.ts';
import { nuevaVerificacion } from '../data/verificaciones.ts';
import { once } from '../idempotency/idempotency.ts';
import { SUFIJO, transicionar } from './transicion.ts';

type Headers = Record<string, string | undefined>;

export const YA_DECLARADO = 'El certificado ya fue declarado: no se puede dar de baja.';

/**
 * The printed number of an issued certificate, from its kind's own sequence: CC- for cargo, CT- for
 * containers, eight digits. Apart from the ids' sequence (every save takes an id), so the issued
 * numbers follow one another without gaps.
 */
const NUMERACION: Record<RamoCertificado, { secuencia: string; prefijo: string }> = {
  transporte: { secuencia: 'numero-certificado-carga', prefijo: `${LETRAS_DE_PRODUCTO.transporte}-` },
  contenedores: { secuencia: 'numero-certificado-contenedores', prefijo: `${LETRAS_DE_PRODUCTO.contenedores}-` },
};

/**
 * Issues a quoted or approved certificate. The number comes from the kind's sequence, and the public
 * verification code is reserved, in the same transaction as the state change (see numberInTransaction):
 * of two concurrent issues one wins, the other reads the certificate again and gets 409, and no number
 * is lost or repeated. The PDF is
 * rendered by the documents function on CertificadoEmitido.
 */
export const emitir = (principal: Principal, ramo: RamoCertificado, id: number, headers: Headers) =>
  once(principal, `emitir-certificado-${SUFIJO[ramo]}:${id}`, headers, { id }, () =>
    transicionar(principal, ramo, id, 'emitir', {
      impedimento: (c) => impedimentoEmision(c, hoyNegocio()),
      evento: 'CertificadoEmitido',
      cambios: async () => {
        const { secuencia, prefijo } = NUMERACION[ramo];
        const { numero, ops } = await numberInTransaction(principal.db, secuencia);
        const verificacion = nuevaVerificacion('certificado-carga', id);
        return {
          set: {
            nroCertificado: `${prefijo}${String(numero).padStart(8, '0')}`,
            fechaEmision: new Date().toISOString(),
            codigoVerificacion: verificacion.codigo,
          },
          ops: [...ops, ...verificacion.ops],
        };
      },
    }),
  );

/**
 * Cancels an issued certificate with a reason, while no declaration holds it (the condition is on the
 * state read). After its departure only who decides approvals may (bajaTardia): 403 to the others.
 */
export const darDeBaja = (principal: Principal, ramo: RamoCertificado, id: number, motivo: string, headers: Headers) =>
  once(principal, `dar-de-baja-certificado-${SUFIJO[ramo]}:${id}`, headers, { motivo }, () =>
    transicionar(principal, ramo, id, 'darDeBaja', {
      prohibido: (c) => (puedeDarDeBaja(c.request.fechaSalida, [...principal.permisos], hoyNegocio()) ? null : BAJA_TARDIA),
      impedimento: (c) => (c.idDeclaracion !== null ? YA_DECLARADO : null),
      cambios: async () => ({
        set: {
          baja: { motivo, fecha: new Date().toISOString(), usuario: `${principal.usuario.nombre} ${principal.usuario.apellido}` },
        },
      }),
      detalle: { motivo },
      evento: 'CertificadoDadoDeBaja',
    }),
  );

/** Cancels a quote (quoted, in approval or approved): it stays, in state cancelado, for the record. */
export const cancelar = (principal: Principal, ramo: RamoCertificado, id: number, headers: Headers) =>
  once(principal, `cancelar-certificado-${SUFIJO[ramo]}:${id}`, headers, { id }, () =>
    transicionar(principal, ramo, id, 'cancelar'),
  );
