import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { eventosEventBridge } from './eventbridge.ts';
import { EventoNoPublicado, type Evento } from './port.ts';

const bus = mockClient(EventBridgeClient);
const evento: Evento = {
  source: 'portal-carga',
  detailType: 'DeclaracionAceptada',
  detail: { tenant: 'cargosur', id: 'd-1' },
  time: '2026-11-01T10:00:00.000Z',
};
/** PutEvents' answer: 200 with one result per entry; a refused entry carries ErrorCode instead of EventId. */
const aceptado = { FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] };
const rechazado = (ErrorCode: string, ErrorMessage: string) => ({ FailedEntryCount: 1, Entries: [{ ErrorCode, ErrorMessage }] });

describe('EventBridge adapter of the events port', () => {
  afterEach(() => bus.reset());

  it('puts the event on the portal bus', async () => {
    process.env.EVENT_BUS_NAME = 'portal-carga-dev';
    bus.on(PutEventsCommand).resolves(aceptado);
    await eventosEventBridge().publicar(evento);
    expect(bus.commandCalls(PutEventsCommand)[0]!.args[0].input.Entries).toEqual([
      {
        EventBusName: 'portal-carga-dev',
        Source: 'portal-carga',
        DetailType: 'DeclaracionAceptada',
        Detail: JSON.stringify(evento.detail),
      },
    ]);
  });

  it.each(['InternalFailure', 'ThrottlingException'])(
    'sends an entry refused with %s once more, and is done when it is accepted',
    async (code) => {
      bus.on(PutEventsCommand).resolvesOnce(rechazado(code, 'try again')).resolves(aceptado);
      await eventosEventBridge().publicar(evento);
      expect(bus.commandCalls(PutEventsCommand)).toHaveLength(2);
    },
  );

  it('fails when the entry is refused again after its one retry', async () => {
    bus.on(PutEventsCommand).resolves(rechazado('ThrottlingException', 'Rate exceeded'));
    const err = await eventosEventBridge()
      .publicar(evento)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EventoNoPublicado);
    expect(err).toMatchObject({ codigo: 'ThrottlingException' });
    expect(bus.commandCalls(PutEventsCommand)).toHaveLength(2);
  });

  it.each(['AccessDeniedException', 'MalformedDetail', 'NotAuthorizedForSourceException'])(
    'fails at once on %s, which would fail the same way again',
    async (code) => {
      bus.on(PutEventsCommand).resolves(rechazado(code, 'refused'));
      await expect(eventosEventBridge().publicar(evento)).rejects.toMatchObject({ codigo: code });
      expect(bus.commandCalls(PutEventsCommand)).toHaveLength(1);
    },
  );

  it('takes an answer with no event id as a failure', async () => {
    bus.on(PutEventsCommand).resolves({ Entries: [{}] });
    await expect(eventosEventBridge().publicar(evento)).rejects.toBeInstanceOf(EventoNoPublicado);
  });
});
