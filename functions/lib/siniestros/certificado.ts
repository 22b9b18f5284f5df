import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { certificados, type CertificadoItem } from '../data/certificados.ts';
import type { TenantTable } from '../data/table.ts';

const soloAlfanumerico = (s: string) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * The issued certificate a claim is filed against, only when its number and a tax id of one of its
 * parties (beneficiary or policyholder) match; otherwise nothing, so a lookup reveals no more than
 * "not found".
 */
export const certificadoDenunciable = async (
  table: TenantTable,
  numero: string,
  cif: string,
): Promise<CertificadoItem | undefined> => {
  const repo = certificados(table);
  const id = await repo.idPorNumero(numero.trim().toUpperCase());
  const c = id ? await repo.get(id) : undefined;
  if (!c || (c.estado !== ESTADOS.emitido.id && c.estado !== ESTADOS.declarado.id)) return undefined;
  const buscado = soloAlfanumerico(cif);
  const coincide = [c.beneficiario?.cif, c.tomador?.cif].some((x) => x && soloAlfanumerico(x) === buscado);
  return coincide ? c : undefined;
};

export const NO_ENCONTRADO = 'No encontramos su certificado. Verifique que los datos ingresados sean correctos.';
