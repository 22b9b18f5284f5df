import { soloAlfanumerico } from '#shared/text/normalizar.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { numeroBuscado } from '../data/busquedas.ts';
import { CertificadoVE, type CertificadoItem } from '../data/certificados.ts';
import type { TenantDb } from '../data/model/db.ts';

/**
 * The issued certificate a claim is filed against, only when its number and a tax id of one of its
 * parties (beneficiary or policyholder) match; otherwise nothing, so a lookup reveals no more than
 * "not found".
 */
export const certificadoDenunciable = async (db: TenantDb, numero: string, cif: string): Promise<CertificadoItem | undefined> => {
  const [fila] = (await db.query(CertificadoVE, 'byNumero', { nroCertificado: numeroBuscado(numero) }, { limit: 1 })).items;
  const c = fila ? await db.get(CertificadoVE, { id: fila.id }) : undefined;
  if (!c || (c.estado !== ESTADOS.emitido.id && c.estado !== ESTADOS.declarado.id)) return undefined;
  const buscado = soloAlfanumerico(cif);
  const coincide = [c.beneficiario?.cif, c.tomador?.cif].some((x) => x && soloAlfanumerico(x) === buscado);
  return coincide ? c : undefined;
};

export const NO_ENCONTRADO = 'No encontramos su certificado. Verifique que los datos ingresados sean correctos.';
