import { METRICAS } from '#shared/contract/metricas.ts';
import type { Principal } from '../auth/principal.ts';
import type { CertificadoItem } from '../data/certificados.ts';
import { auditar } from '../data/plataforma.ts';
import { HttpError } from '../http/errors.ts';
import { log } from '../http/logger.ts';
import { validadorPersonas } from '../ports/personas.ts';

/** Says no more than needed: the broker learns that the issue is refused and whom to ask, not what a list says. */
export const PERSONA_BLOQUEADA =
  'No se puede emitir: una de las partes del certificado no superó la validación de personas. Consultá con la aseguradora.';
export const PERSONAS_SIN_RESPUESTA = 'No se pudo validar a las partes del certificado. Volvé a intentar en unos minutos.';

/** Whom a certificate covers or pays: its tomador and, when another, its beneficiary. */
export const partesAValidar = (c: Pick<CertificadoItem, 'tomador' | 'beneficiario'>): string[] => [
  ...new Set([c.tomador?.cif, c.beneficiario?.cif].filter((cif): cif is string => Boolean(cif))),
];

/**
 * Spec 3 §7's person-blocking validation, before a specific-trip certificate is issued: each party's
 * id goes to the people API. A blocked party refuses the issue (422, audited, so compliance sees the
 * attempt); an API that does not answer refuses it too (503: cover is never bound unchecked), and the
 * broker tries again. `validadas` keeps the ids already cleared within this request.
 */
export const exigirPartesHabilitadas = async (
  { db, usuario }: Pick<Principal, 'db' | 'usuario'>,
  c: CertificadoItem,
  validadas: Set<string>,
): Promise<void> => {
  const validador = await validadorPersonas();
  for (const cif of partesAValidar(c).filter((id) => !validadas.has(id))) {
    const bloqueada = await validador.estaBloqueada(cif).catch((err: unknown) => {
      log.error('validación de personas fallida', { certificado: c.id, error: String(err) }, METRICAS.personasSinRespuesta);
      throw new HttpError(503, PERSONAS_SIN_RESPUESTA);
    });
    if (bloqueada) {
      await db.write(
        auditar({ entidad: 'viaje-especifico', id: c.id, accion: 'emisionBloqueada', por: usuario, detalle: { parte: cif } }),
      );
      throw new HttpError(422, PERSONA_BLOQUEADA);
    }
    validadas.add(cif);
  }
};
