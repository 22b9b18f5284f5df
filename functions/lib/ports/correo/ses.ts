import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { prepareClient } from '../../aws/clients.ts';
import { CorreoNoEnviado, type Correo, type Mensaje, type MotivoCorreo } from './port.ts';

/**
 * SES v2's refusals of SendEmail by their exception name: what each means for the message and whether
 * sending it later can work. Throttling (TooManyRequests, LimitExceeded) reaches here only after the
 * SDK's own retries with backoff, so it is reported and retried by the caller's next run.
 */
const REFUSALS: Record<string, [MotivoCorreo, boolean]> = {
  MessageRejected: ['rechazado', false],
  BadRequestException: ['rechazado', false],
  MailFromDomainNotVerifiedException: ['remitente-no-verificado', false],
  SendingPausedException: ['envio-pausado', false],
  AccountSuspendedException: ['envio-pausado', false],
  NotFoundException: ['otro', false],
  TooManyRequestsException: ['limite', true],
  LimitExceededException: ['limite', true],
};

const sendEmail = (m: Mensaje) =>
  new SendEmailCommand({
    FromEmailAddress: process.env.MAIL_FROM,
    Destination: { ToAddresses: m.para },
    Content: {
      Simple: {
        Subject: { Data: m.asunto, Charset: 'UTF-8' },
        Body: { Text: { Data: m.texto, Charset: 'UTF-8' } },
        ...(m.adjuntos?.length
          ? {
              Attachments: m.adjuntos.map((a) => ({
                FileName: a.nombre,
                ContentType: a.tipo,
                RawContent: a.contenido,
                ContentDisposition: 'ATTACHMENT' as const,
              })),
            }
          : {}),
      },
    },
  });

/** Amazon SES, sender from MAIL_FROM (a verified identity). */
export const correoSes = (): Correo => {
  const ses = prepareClient('ses', SESv2Client);
  return {
    enviar: async (m) => {
      try {
        await ses.send(sendEmail(m));
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        const [motivo, reintentable] = REFUSALS[name] ?? ['otro', true];
        throw new CorreoNoEnviado(
          motivo,
          reintentable,
          `${name || 'Error'}: ${err instanceof Error ? err.message : String(err)}`,
          {
            cause: err,
          },
        );
      }
    },
  };
};
