import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { prepareClient } from '../../aws/clients.ts';
import type { Correo } from './port.ts';

/** Amazon SES, sender from MAIL_FROM (a verified identity). */
export const correoSes = (): Correo => {
  const ses = prepareClient('ses', SESv2Client);
  return {
    enviar: async (m) => {
      await ses.send(
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
        }),
      );
    },
  };
};
