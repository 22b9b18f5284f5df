import { verificarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import type { Verificacion } from '#shared/contract/schemas/verificacion.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { CertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { CotizacionEmbarcacion } from '#lib/data/embarcaciones.ts';
import type { TenantDb } from '#lib/data/model/db.ts';
import { Verificacion as Codigo, type VerificacionItem } from '#lib/data/verificaciones.ts';
import {
  verificacionAnual,
  verificacionEmbarcacion,
  verificacionFlotante,
  verificacionViaje,
} from '#lib/verificaciones/respuestas.ts';

/** The certificate a code names, as the public page answers it (null when it is not an issued one). */
const verificar = async (db: TenantDb, v: VerificacionItem): Promise<Verificacion | null> => {
  const id = v.id;
  switch (v.entidad ?? 'viaje-especifico') {
    case 'viaje-especifico': {
      const c = typeof id === 'number' ? await db.get(CertificadoVE, { id }) : undefined;
      return c ? verificacionViaje(c) : null;
    }
    case 'certificado-carga': {
      const c = typeof id === 'number' ? await db.get(CertificadoCarga, { id }) : undefined;
      return c ? verificacionFlotante(c) : null;
    }
    case 'rating-anual': {
      const c = typeof id === 'number' ? await db.get(CertificadoAnual, { id }) : undefined;
      return c ? verificacionAnual(c) : null;
    }
    case 'embarcacion': {
      const q = typeof id === 'string' ? await db.get(CotizacionEmbarcacion, { id }) : undefined;
      return q ? verificacionEmbarcacion(q) : null;
    }
  }
};

/**
 * Public check of an issued certificate of any kind by the code printed on it: whether it is valid
 * and its key data. No prices, no parties' tax ids, nothing else; an unknown code is a plain 404.
 * The tenant is the host's: a code of another tenant is not found.
 */
export const handler = operationHandler(verificarCertificado, async ({ params }, { db }) => {
  const codigo = await db.get(Codigo, { codigo: params.codigo });
  const respuesta = codigo ? await verificar(db, codigo) : null;
  if (!respuesta) throw new NotFoundError('No encontramos un certificado con ese código.');
  return respuesta;
});
