import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { prepareClient } from '../../aws/clients.ts';
import { EventoNoPublicado, type Eventos } from './port.ts';

/**
 * PutEvents answers 200 even when it refuses an entry: the refusal is the entry's ErrorCode (and
 * FailedEntryCount > 0). These two are transient (EventBridge's own list of retryable entry errors);
 * the rest (AccessDenied, MalformedDetail, NotAuthorizedForSource...) fail the same way every time.
 */
const RETRYABLE = new Set(['InternalFailure', 'ThrottlingException']);

/** Amazon EventBridge: the portal's bus (EVENT_BUS_NAME); rules deliver to subscribers and finance. */
export const eventosEventBridge = (): Eventos => {
  const client = prepareClient('events', EventBridgeClient);
  /** The entry's error, or null when the bus accepted it. */
  const put = async (entry: PutEventsRequestEntry) => {
    const out = await client.send(new PutEventsCommand({ Entries: [entry] }));
    const result = out.Entries?.[0];
    if (!out.FailedEntryCount && result?.EventId) return null;
    return { code: result?.ErrorCode ?? 'Unknown', message: result?.ErrorMessage ?? 'no event id in the answer' };
  };
  return {
    publicar: async (e) => {
      const entry = {
        EventBusName: process.env.EVENT_BUS_NAME,
        Source: e.source,
        DetailType: e.detailType,
        Detail: JSON.stringify(e.detail),
      };
      let error = await put(entry);
      // A refused entry was not put on the bus, so sending it again cannot duplicate it; once is enough.
      if (error && RETRYABLE.has(error.code)) error = await put(entry);
      if (error) throw new EventoNoPublicado(error.code, error.message);
    },
  };
};
