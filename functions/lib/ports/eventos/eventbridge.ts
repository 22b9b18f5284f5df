import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { prepareClient } from '../../aws/clients.ts';
import type { Eventos } from './port.ts';

/** Amazon EventBridge: the portal's bus (EVENT_BUS_NAME); rules deliver to subscribers and finance. */
export const eventosEventBridge = (): Eventos => {
  const client = prepareClient('events', EventBridgeClient);
  return {
    publicar: async (e) => {
      const out = await client.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: process.env.EVENT_BUS_NAME,
              Source: e.source,
              DetailType: e.detailType,
              Detail: JSON.stringify(e.detail),
            },
          ],
        }),
      );
      if (out.FailedEntryCount) throw new Error(`event not accepted: ${JSON.stringify(out.Entries)}`);
    },
  };
};
