import { puedeTransicionar, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { CertificadoVE, pendienteVE, Vencimiento } from '../data/certificados.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';

const SISTEMA = { id: 'sistema', email: 'planificador' };
const PAGINA = 100;

/**
 * Every open quote of one tenant whose validity ended (venceEl before today) becomes
 * cotizacionVencida (251). It reads only the due expiry entries, a page at a time, and removes each
 * entry in the same transaction as the transition, so a second run finds nothing to do; a quote
 * someone changed meanwhile keeps their change (the conditional write loses, the next run looks again).
 */
export const vencerCotizaciones = async (db: TenantDb, hoy: string): Promise<number> => {
  let vencidas = 0;
  for await (const entradas of db.pages(Vencimiento, 'primary', {}, { range: { lt: [hoy] }, limit: PAGINA })) {
    for (const entrada of entradas) {
      const quitar = Vencimiento.delete({ venceEl: entrada.venceEl, id: entrada.id });
      const c = await db.get(CertificadoVE, { id: entrada.id }, { consistent: true });
      if (!c || !puedeTransicionar(c.estado, 'vencer') || !c.venceEl || c.venceEl >= hoy) {
        await db.write(quitar);
        continue;
      }
      const vencido = {
        ...c,
        estado: siguienteEstado(c.estado, 'vencer'),
        fechaEstado: new Date().toISOString(),
        venceEl: null,
        version: c.version + 1,
      };
      try {
        await db.write([
          ...CertificadoVE.put(vencido, { previous: c, when: { estado: c.estado, version: c.version } }),
          ...quitar,
          ...pendienteVE(vencido, c),
          ...auditar({
            entidad: 'viaje-especifico',
            id: c.id,
            accion: 'vencer',
            por: SISTEMA,
            desde: c.estado,
            hacia: vencido.estado,
          }),
        ]);
        vencidas++;
      } catch (err) {
        if (!(err instanceof ConditionFailed)) throw err;
      }
    }
  }
  return vencidas;
};
