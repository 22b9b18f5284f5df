import fs from 'node:fs';
import path from 'node:path';
import { EVENTOS_DECLARACION, type EventoDeclaracion } from '#shared/contract/events.ts';
import type { Evento } from '#lib/ports/eventos/port.ts';

const esDeDeclaracion = (tipo: string): tipo is EventoDeclaracion => (EVENTOS_DECLARACION as readonly string[]).includes(tipo);

/**
 * The local stand-in for finance's SQS queue: the rule that, in the cloud, sends the declarations'
 * events to the queue appends them here (one JSON message per line, the body SQS would carry) and
 * says so on the console. Other events are not finance's.
 */
export const colaFinanzasLocal =
  (dir: string, avisar: (linea: string) => void = console.log) =>
  (e: Evento): void => {
    if (!esDeDeclaracion(e.detailType)) return;
    fs.mkdirSync(dir, { recursive: true });
    const mensaje = { 'detail-type': e.detailType, source: e.source, time: e.time, detail: e.detail };
    fs.appendFileSync(path.join(dir, 'cola.jsonl'), `${JSON.stringify(mensaje)}\n`);
    const d = e.detail as { tenant?: string; declaracion?: { id?: string } };
    avisar(`Finanzas ← ${e.detailType} ${d.declaracion?.id ?? ''} (${d.tenant ?? ''})`);
  };
