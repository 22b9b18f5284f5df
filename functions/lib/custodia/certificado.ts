import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { leerCertificado } from '../certificados/transicion.ts';
import { CertificadoVE } from '../data/certificados.ts';
import { CustodiaCertificado } from '../data/custodias.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { alcanceDe, alcanza } from '../viajes/alcance.ts';

const NO_EXISTE = 'El certificado no existe.';

/**
 * The issued certificate a custody is for (a specific trip's or a cargo certificate the caller
 * reaches; 404 otherwise, 409 unless issued or declared) and its custody item, read together.
 */
export const certificadoDeCustodia = async (p: Principal, ramo: 'viaje' | 'carga', id: number) => {
  const [estado, custodia] = await Promise.all([
    ramo === 'viaje'
      ? p.db.get(CertificadoVE, { id }).then((c) => {
          if (!c || !alcanza(alcanceDe(p), c)) throw new NotFoundError(NO_EXISTE);
          return c.estado;
        })
      : leerCertificado(p, 'transporte', id).then((c) => c.estado),
    p.db.get(CustodiaCertificado, { ramo, certificadoId: id }, { consistent: true }),
  ]);
  // A certificate the month close declared is still an issued one (its trip may be ahead).
  if (estado !== ESTADOS.emitido.id && estado !== ESTADOS.declarado.id)
    throw new ConflictError('Sólo un certificado emitido lleva custodia.');
  return custodia ?? null;
};
