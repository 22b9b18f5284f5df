import {
  AccountSuspendedException,
  BadRequestException,
  LimitExceededException,
  MailFromDomainNotVerifiedException,
  MessageRejected,
  SendEmailCommand,
  SendingPausedException,
  SESv2Client,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { CorreoNoEnviado } from './port.ts';
import { correoSes } from './ses.ts';

const ses = mockClient(SESv2Client);
const mensaje = { para: ['finanzas@cargosur.example'], asunto: 'Resumen', texto: 'Hola' };
/** How SES v2 answers a refused SendEmail: its modeled exception, a 4xx, the message it sends. */
const meta = (status: number) => ({ $metadata: { httpStatusCode: status, requestId: 'r-1' } });

describe('SES adapter of the mail port', () => {
  afterEach(() => ses.reset());

  it('sends from MAIL_FROM to the recipients, with the attachments as raw content', async () => {
    process.env.MAIL_FROM = 'notificaciones@cargosur.example';
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await correoSes().enviar({
      ...mensaje,
      adjuntos: [{ nombre: 'saldos.xlsx', tipo: 'application/vnd.ms-excel', contenido: new Uint8Array([1, 2]) }],
    });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toMatchObject({
      FromEmailAddress: 'notificaciones@cargosur.example',
      Destination: { ToAddresses: ['finanzas@cargosur.example'] },
      Content: {
        Simple: {
          Subject: { Data: 'Resumen' },
          Attachments: [{ FileName: 'saldos.xlsx', RawContent: new Uint8Array([1, 2]), ContentDisposition: 'ATTACHMENT' }],
        },
      },
    });
  });

  it.each([
    [new MessageRejected({ message: 'Email address is not verified.', ...meta(400) }), 'rechazado', false],
    [new BadRequestException({ message: 'Missing final @domain', ...meta(400) }), 'rechazado', false],
    [
      new MailFromDomainNotVerifiedException({ message: 'MAIL FROM domain is not verified', ...meta(400) }),
      'remitente-no-verificado',
      false,
    ],
    [new SendingPausedException({ message: 'Sending is paused for this account.', ...meta(400) }), 'envio-pausado', false],
    [new AccountSuspendedException({ message: 'The account is suspended.', ...meta(400) }), 'envio-pausado', false],
    [new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', ...meta(429) }), 'limite', true],
    [new LimitExceededException({ message: 'Daily message quota exceeded.', ...meta(400) }), 'limite', true],
  ])('reports %s as %s (retryable: %s)', async (error, motivo, reintentable) => {
    ses.on(SendEmailCommand).rejects(error);
    const err = await correoSes()
      .enviar(mensaje)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorreoNoEnviado);
    expect(err).toMatchObject({ motivo, reintentable, cause: error });
    expect((err as Error).message).toContain(error.name);
  });

  it('reports an unmodeled failure (network, 5xx) as retryable', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    await expect(correoSes().enviar(mensaje)).rejects.toMatchObject({ motivo: 'otro', reintentable: true });
  });
});
