import { log } from '../http/logger.ts';
import { lazyAdapter } from './adapters.ts';
import type { Correo, Mensaje } from './correo/port.ts';

export type { Mensaje } from './correo/port.ts';

const adapter = lazyAdapter<Correo>({
  local: () => import('./correo/local.ts').then((m) => m.correoLocal()),
  cloud: () => import('./correo/ses.ts').then((m) => m.correoSes()),
});

/**
 * The e-mail port. A failed notification is logged and never undoes the business change that
 * caused it.
 */
export const enviarCorreo = async (mensaje: Mensaje): Promise<void> => {
  const para = [...new Set(mensaje.para.filter(Boolean))];
  if (!para.length) return;
  try {
    await (await adapter()).enviar({ ...mensaje, para });
  } catch (err) {
    log.error('mail not sent', { asunto: mensaje.asunto, error: err instanceof Error ? err.message : String(err) });
  }
};
