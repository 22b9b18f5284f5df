import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../http/logger.ts';

export const EVENT_SOURCE = 'portal-carga';

/**
 * Publishes a domain event (SiniestroDenunciado, CertificadoEmitido, ...) on the bus. There is no
 * EventBridge emulator: locally (EVENTS_LOCAL_DIR set) the event is appended to a JSON-lines file
 * with the same envelope, so a developer can see what finance would receive.
 */
export const publishEvent = async (tenant: string, detailType: string, detail: Record<string, unknown>): Promise<void> => {
  const envelope = { source: EVENT_SOURCE, detailType, detail: { tenant, ...detail }, time: new Date().toISOString() };
  const localDir = process.env.EVENTS_LOCAL_DIR;
  if (localDir) {
    fs.mkdirSync(localDir, { recursive: true });
    fs.appendFileSync(path.join(localDir, 'eventos.jsonl'), `${JSON.stringify(envelope)}\n`);
    return;
  }
  const out = await client().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: process.env.EVENT_BUS_NAME,
          Source: EVENT_SOURCE,
          DetailType: detailType,
          Detail: JSON.stringify(envelope.detail),
        },
      ],
    }),
  );
  if (out.FailedEntryCount) log.error('event not published', { detailType, tenant, entries: out.Entries });
};

let eventBridge: EventBridgeClient | undefined;
const client = () => (eventBridge ??= new EventBridgeClient({}));
