import fs from 'node:fs';
import path from 'node:path';
import { checkAwsCall } from '../../aws/clients.ts';
import { CorreoNoEnviado, type Correo } from './port.ts';

/**
 * The local mail simulator: one text file per message in MAIL_OUTBOX_DIR (which `npm start` prints),
 * refusing what SES would refuse (no recipient, more than 50, or a malformed address) the way the SES
 * adapter reports a MessageRejected.
 */
export const correoLocal = (): Correo => ({
  enviar: async (m) => {
    checkAwsCall('ses', 'SendEmailCommand');
    const dir = process.env.MAIL_OUTBOX_DIR;
    if (!dir) throw new Error('MAIL_OUTBOX_DIR is not set');
    if (!m.para.length || m.para.length > 50) throw new CorreoNoEnviado('rechazado', false, 'SES accepts 1 to 50 recipients');
    const malformado = m.para.find((p) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p));
    if (malformado) throw new CorreoNoEnviado('rechazado', false, `Illegal address: ${malformado}`);
    fs.mkdirSync(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
    // Attachments are written beside the message, named after it, and listed in it.
    const adjuntos = (m.adjuntos ?? []).map((a) => {
      const archivo = `${name.replace(/\.txt$/, '')}-${a.nombre.replace(/[^\w.-]+/g, '_')}`;
      fs.writeFileSync(path.join(dir, archivo), a.contenido);
      return archivo;
    });
    const lista = adjuntos.length ? `\n\nAdjuntos: ${adjuntos.join(', ')}` : '';
    fs.writeFileSync(path.join(dir, name), `Para: ${m.para.join(', ')}\nAsunto: ${m.asunto}\n\n${m.texto}${lista}\n`);
  },
});
