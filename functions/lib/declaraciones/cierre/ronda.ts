import { clavePeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { CierreMes, SegmentoCierre, type CierreMesItem } from '../../data/cierres.ts';
import { ConditionFailed, type TenantDb } from '../../data/model/db.ts';
import { planificar } from './segmentos.ts';

/** A round of a month's close. */
export interface Ronda {
  periodo: Periodo;
  clave: string;
  ronda: number;
}

export const leerCierre = (db: TenantDb, clave: string) => db.get(CierreMes, { periodo: clave }, { consistent: true });

const terminadosDe = async (db: TenantDb, clave: string, ronda: number): Promise<Set<string>> => {
  const terminados = new Set<string>();
  for await (const pagina of db.pages(SegmentoCierre, 'primary', { periodo: clave, ronda }, { limit: 100, consistent: true })) {
    for (const s of pagina) if (s.estado === 'terminado') terminados.add(s.segmento);
  }
  return terminados;
};

export interface Inicio {
  ronda: number;
  /** Whether this run started the round (false: it found it under way and resumes it). */
  nueva: boolean;
  /** The round's segments not ended yet: to queue (again, when resuming: a repeated one is harmless). */
  pendientes: string[];
}

/**
 * Starts the month's close, or the next round of a close that ended (it does only what is left: a
 * certificate issued in the month after it), or resumes the round under way: its segments that have
 * not ended are queued again, or its last step when they all have. Two runs starting at once create
 * one round (a conditional write); the other resumes it.
 */
export const iniciarCierre = async (db: TenantDb, periodo: Periodo, ahora: string): Promise<Inicio> => {
  const clave = clavePeriodo(periodo);
  for (let intento = 0; ; intento++) {
    const actual = await leerCierre(db, clave);
    if (actual?.estado === 'en-curso') {
      const terminados = await terminadosDe(db, clave, actual.ronda);
      return { ronda: actual.ronda, nueva: false, pendientes: actual.segmentos.filter((s) => !terminados.has(s)) };
    }
    const segmentos = await planificar(db, periodo);
    const nueva: CierreMesItem = {
      periodo: clave,
      ronda: (actual?.ronda ?? 0) + 1,
      estado: 'en-curso',
      segmentos,
      terminados: 0,
      declarados: 0,
      omitidos: 0,
      tardios: 0,
      borradores: 0,
      iniciado: ahora,
      terminado: null,
    };
    try {
      await db.write(
        actual ? CierreMes.put(nueva, { when: { ronda: actual.ronda, estado: 'terminado' } }) : CierreMes.create(nueva),
      );
      return { ronda: nueva.ronda, nueva: true, pendientes: segmentos };
    } catch (err) {
      if (!(err instanceof ConditionFailed) || intento > 0) throw err;
    }
  }
};

/** Whether every parallel segment of the round has ended (the last step may run). */
export const segmentosTerminados = (c: CierreMesItem | undefined, ronda: number): c is CierreMesItem =>
  !!c && c.ronda === ronda && c.estado === 'en-curso' && c.terminados >= c.segmentos.length;

/** The round ends once its drafts are made; answers whether this run ended it (of two at once, one does). */
export const terminarRonda = async (db: TenantDb, r: Ronda, ahora: string): Promise<boolean> => {
  try {
    await db.write(
      CierreMes.update(
        { periodo: r.clave },
        { set: { estado: 'terminado', terminado: ahora } },
        { when: { ronda: r.ronda, estado: 'en-curso' } },
      ),
    );
    return true;
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    return false;
  }
};
