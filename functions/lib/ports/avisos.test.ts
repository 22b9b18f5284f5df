import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { METRICAS } from '#shared/contract/metricas.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInvocation, type InvocationKind } from '../aws/context.ts';
import { enviarCorreo } from './correo.ts';
import { publishEvent } from './eventos.ts';

const ses = mockClient(SESv2Client);
const bus = mockClient(EventBridgeClient);
const mensaje = { para: ['finanzas@cargosur.example'], asunto: 'Resumen del día', texto: 'Dos declaraciones cambiaron.' };
const como = (kind: InvocationKind, work: () => Promise<void>) => runInvocation('prueba', { uses: [] }, work, { kind });

describe('a notice that was not delivered', () => {
  let lines: string[];
  beforeEach(() => {
    delete process.env.PORTS_MODE;
    delete process.env.LOG_LEVEL;
    process.env.METRICS_NAMESPACE = 'PortalCarga/dev';
    lines = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));
    bus.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'AccessDeniedException' }] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    ses.reset();
    bus.reset();
    delete process.env.METRICS_NAMESPACE;
  });

  it.each<InvocationKind>(['job', 'subscriber'])('fails a %s run, so it is retried', async (kind) => {
    await expect(como(kind, () => enviarCorreo(mensaje))).rejects.toMatchObject({ motivo: 'rechazado' });
    await expect(como(kind, () => publishEvent('cargosur', 'DeclaracionAceptada', { id: 'd-1' }))).rejects.toMatchObject({
      codigo: 'AccessDeniedException',
    });
  });

  it('fails outside any invocation (a script)', async () => {
    await expect(enviarCorreo(mensaje)).rejects.toMatchObject({ motivo: 'rechazado' });
  });

  it("leaves an API operation's answer alone: its change is committed", async () => {
    await expect(como('operation', () => enviarCorreo(mensaje))).resolves.toBeUndefined();
    await expect(
      como('operation', () => publishEvent('cargosur', 'DeclaracionAceptada', { id: 'd-1' })),
    ).resolves.toBeUndefined();
  });

  it('is logged whole, so it can be sent by hand, and counted in the metric the alarm watches', async () => {
    await como('operation', () => enviarCorreo(mensaje));
    await como('operation', () => publishEvent('cargosur', 'DeclaracionAceptada', { id: 'd-1' }));
    const [correo, evento] = lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(correo).toMatchObject({
      level: 'error',
      message: 'correo no entregado',
      funcion: 'prueba',
      ...mensaje,
      motivo: 'rechazado',
      reintentable: false,
      [METRICAS.avisosNoEntregados]: 1,
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          { Namespace: 'PortalCarga/dev', Dimensions: [[]], Metrics: [{ Name: METRICAS.avisosNoEntregados, Unit: 'Count' }] },
        ],
      },
    });
    expect(evento).toMatchObject({
      message: 'evento no entregado',
      codigo: 'AccessDeniedException',
      evento: { source: 'portal-carga', detailType: 'DeclaracionAceptada', detail: { id: 'd-1', tenant: 'cargosur' } },
      [METRICAS.avisosNoEntregados]: 1,
    });
  });
});
