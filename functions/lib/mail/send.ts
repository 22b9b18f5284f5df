import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../http/logger.ts';

export interface Mensaje {
  para: string[];
  asunto: string;
  texto: string;
}

let ses: SESv2Client | undefined;

/**
 * The one e-mail port: SES in the cloud (sender from MAIL_FROM); locally (MAIL_OUTBOX_DIR set) each
 * message is written as a file in that folder, which `npm start` prints. A failed notification is
 * logged and never undoes the business change that caused it.
 */
export const enviarCorreo = async (mensaje: Mensaje): Promise<void> => {
  const para = [...new Set(mensaje.para.filter(Boolean))];
  if (!para.length) return;
  try {
    const outbox = process.env.MAIL_OUTBOX_DIR;
    if (outbox) {
      fs.mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
      fs.writeFileSync(path.join(outbox, name), `Para: ${para.join(', ')}\nAsunto: ${mensaje.asunto}\n\n${mensaje.texto}\n`);
      return;
    }
    ses ??= new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: process.env.MAIL_FROM,
        Destination: { ToAddresses: para },
        Content: {
          Simple: {
            Subject: { Data: mensaje.asunto, Charset: 'UTF-8' },
            Body: { Text: { Data: mensaje.texto, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  } catch (err) {
    log.error('mail not sent', { asunto: mensaje.asunto, error: err instanceof Error ? err.message : String(err) });
  }
};
