import type { EmisorInput } from '#shared/contract/schemas/emisor.ts';
import { catalogo } from '../data/catalogos.ts';
import { Cliente } from '../data/clientes.ts';
import { empresasPorId } from '../data/empresas.ts';
import type { TenantDb } from '../data/model/db.ts';
import { Poliza, type PolizaItem } from '../data/polizas.ts';
import { EJECUTIVO_ACTIVO, Usuario } from '../data/usuarios.ts';
import { ValidationError } from '../http/errors.ts';

/** The audit trail's entity name of an issuer. */
export const ENTIDAD_EMISOR = 'emisor';

type Campo = { path: string; message: string };

/** The container type ids of the tenant's catalogue in effect. */
const tiposContenedor = async (db: TenantDb): Promise<(id: number) => boolean> => {
  const ids = new Set((await catalogo(db, 'tiposContenedor')).map((t) => t.id));
  return (id) => ids.has(id);
};

/**
 * Refuses ids that are not the tenant's, each on its own field (a 400 the form shows on the row):
 * country, currency, every condition's policy, endorsement of that policy and beneficiary, the
 * container types, the account executive (an active user with the executive role) and the intermediary.
 */
export const assertReferencias = async (db: TenantDb, e: EmisorInput): Promise<void> => {
  const { transporte, contenedores } = e.condicionesComerciales;
  const condiciones = [
    ...transporte.map((c, i) => ({ c, base: `condicionesComerciales.transporte.${i}` })),
    ...contenedores.map((c, i) => ({ c, base: `condicionesComerciales.contenedores.${i}` })),
  ];
  const polizaIds = [...new Set(condiciones.map(({ c }) => c.polizaId))];
  const beneficiarioIds = [...new Set(condiciones.map(({ c }) => c.beneficiarioId).filter((id) => id > 0))];
  const { idEjecutivoDeCuentaAsignado: ejecutivoId, idIntermediarioAsignado: intermediarioId } = e.informacionComercial;
  const [paises, monedas, polizas, beneficiarios, ejecutivo, intermediarios, tipoValido] = await Promise.all([
    catalogo(db, 'paises'),
    catalogo(db, 'monedas'),
    db.getMany(polizaIds.map((id) => ({ entity: Poliza, key: { id } }))),
    db.getMany(beneficiarioIds.map((id) => ({ entity: Cliente, key: { id } }))),
    ejecutivoId ? db.get(Usuario, { id: ejecutivoId }) : Promise.resolve(null),
    empresasPorId(db, [intermediarioId]),
    contenedores.length ? tiposContenedor(db) : Promise.resolve(() => true),
  ]);
  const poliza = new Map(polizas.flatMap((p) => (p ? [[Number(p.id), p as PolizaItem]] : [])));
  const beneficiario = new Set(beneficiarios.flatMap((b) => (b ? [Number(b.id)] : [])));

  const errores: Campo[] = [];
  if (!paises.some((p) => p.id === e.idPais)) errores.push({ path: 'idPais', message: 'El país no existe' });
  if (!monedas.some((m) => m.id === e.informacionFiscal.idMonedaFacturacion))
    errores.push({ path: 'informacionFiscal.idMonedaFacturacion', message: 'La moneda no existe' });
  for (const { c, base } of condiciones) {
    const p = poliza.get(c.polizaId);
    if (!p) errores.push({ path: `${base}.polizaId`, message: 'La póliza no existe' });
    else if (!p.endosos.some((en) => en.id === c.endosoId))
      errores.push({ path: `${base}.endosoId`, message: 'El endoso no es de la póliza' });
    if (c.beneficiarioId > 0 && !beneficiario.has(c.beneficiarioId))
      errores.push({ path: `${base}.beneficiarioId`, message: 'El beneficiario no existe' });
  }
  for (const [i, c] of contenedores.entries()) {
    for (const [j, t] of c.tasaVenta.contenedores.entries()) {
      if (!tipoValido(t.idTipo))
        errores.push({
          path: `condicionesComerciales.contenedores.${i}.tasaVenta.contenedores.${j}.idTipo`,
          message: 'El tipo de contenedor no existe',
        });
    }
  }
  if (ejecutivoId && ejecutivo?.ejecutivo !== EJECUTIVO_ACTIVO)
    errores.push({ path: 'informacionComercial.idEjecutivoDeCuentaAsignado', message: 'El ejecutivo de cuenta no existe' });
  if (intermediarioId && intermediarios.get(intermediarioId)?.tipo !== 'intermediario')
    errores.push({ path: 'informacionComercial.idIntermediarioAsignado', message: 'El intermediario no existe' });
  if (errores.length) throw new ValidationError(errores);
};
