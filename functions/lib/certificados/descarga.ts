import type { Principal } from '../auth/principal.ts';
import type { RamoCertificado } from '../data/certificados-carga.ts';
import { presignDownload } from '../files/storage.ts';
import { NotFoundError } from '../http/errors.ts';
import { leerCertificado } from './transicion.ts';

// Apart from documentos.ts: a download never renders, so its bundle carries neither the renderer nor the font.
/** A fresh 5-minute link to a certificate's or its quotation's PDF, asked for on click. */
export const enlaceDocumento = async (
  principal: Principal,
  ramo: RamoCertificado,
  id: number,
  tipo: 'certificado' | 'cotizacion',
) => {
  const c = await leerCertificado(principal, ramo, id);
  const key = c.documentos[tipo];
  if (!key) throw new NotFoundError('El documento todavía no existe.');
  const nombre = tipo === 'certificado' ? `certificado-${c.nroCertificado ?? c.id}.pdf` : `cotizacion-${c.id}.pdf`;
  return { url: await presignDownload(key, nombre) };
};
