import { admiteCustodia } from '#shared/custodia/habilitada.ts';
import type { Principal } from '../auth/principal.ts';
import { leerCertificado } from '../certificados/transicion.ts';
import { CertificadoVE } from '../data/certificados.ts';
import { CustodiaCertificado } from '../data/custodias.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { alcanceDe, alcanza } from '../viajes/alcance.ts';
import { exigirCustodiaPropia } from './acceso.ts';

const NO_EXISTE = 'El certificado no existe.';
export const YA_CONTRATADA = 'La custodia de este certificado ya está contratada.';

/**
 * The issued certificate a custody is for (a specific trip's or a cargo certificate the caller
 * reaches; 404 otherwise, 409 unless issued or declared), its number as people know it, and its
 * custody item, read together; only for the companies that use the portal's own custody provider.
 */
export const certificadoDeCustodia = async (p: Principal, ramo: 'viaje' | 'carga', id: number) => {
  exigirCustodiaPropia(p);
  const [certificado, custodia] = await Promise.all([
    ramo === 'viaje'
      ? p.db.get(CertificadoVE, { id }).then((c) => {
          if (!c || !alcanza(alcanceDe(p), c)) throw new NotFoundError(NO_EXISTE);
          return c;
        })
      : leerCertificado(p, 'transporte', id),
    p.db.get(CustodiaCertificado, { ramo, certificadoId: id }, { consistent: true }),
  ]);
  if (!admiteCustodia(certificado.estado)) throw new ConflictError('Sólo un certificado emitido lleva custodia.');
  return { numero: certificado.nroCertificado ?? String(id), custodia: custodia ?? null };
};
