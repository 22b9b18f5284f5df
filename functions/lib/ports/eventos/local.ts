import fs from 'node:fs';
import path from 'node:path';
import { checkAwsCall } from '../../aws/clients.ts';
import type { Evento, Eventos } from './port.ts';

type Rule = (evento: Evento) => void;
const rules: Rule[] = [];

/**
 * Where the local stack attaches its stand-ins for EventBridge rules (it delivers to the contract's
 * subscribers, as the cloud rules do); handlers only publish.
 */
export const onLocalEvent = (rule: Rule): void => {
  rules.push(rule);
};

/**
 * The local bus: each event is appended to EVENTS_LOCAL_DIR/eventos.jsonl (what finance would
 * receive) and handed to the local rules, refusing what PutEvents would (a detail over 256 KB).
 */
export const eventosLocal = (): Eventos => ({
  publicar: async (e) => {
    checkAwsCall('events', 'PutEventsCommand', { Entries: [{ EventBusName: process.env.EVENT_BUS_NAME }] });
    const linea = JSON.stringify(e);
    if (Buffer.byteLength(linea) > 256 * 1024) throw new Error('event larger than 256 KB');
    const dir = process.env.EVENTS_LOCAL_DIR;
    if (!dir) throw new Error('EVENTS_LOCAL_DIR is not set');
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(path.join(dir, 'eventos.jsonl'), `${linea}\n`);
    for (const rule of rules) rule(e);
  },
});
