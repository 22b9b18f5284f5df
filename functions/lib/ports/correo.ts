import { avisoNoEntregado } from './avisos.ts';
import { lazyAdapter } from './adapters.ts';
import { CorreoNoEnviado, type Correo, type Mensaje } from './correo/port.ts';

export type { Mensaje } from './correo/port.ts';

const adapter = lazyAdapter<Correo>({
  local: () => import('./correo/local.ts').then((m) => m.correoLocal()),
  cloud: () => import('./correo/ses.ts').then((m) => m.correoSes()),
});

/**
 * The e-mail port. A message that is not accepted is logged whole and counted; it fails a job or
 * subscriber run (retried) and leaves an API operation's committed change in place (see avisoNoEntregado).
 */
export const enviarCorreo = async (mensaje: Mensaje): Promise<void> => {
  const para = [...new Set(mensaje.para.filter(Boolean))];
  if (!para.length) return;
  try {
    await (await adapter()).enviar({ ...mensaje, para });
  } catch (err) {
    avisoNoEntregado(
      'correo',
      {
        para,
        asunto: mensaje.asunto,
        texto: mensaje.texto,
        adjuntos: mensaje.adjuntos?.map((a) => a.nombre),
        ...(err instanceof CorreoNoEnviado ? { motivo: err.motivo, reintentable: err.reintentable } : {}),
      },
      err,
    );
  }
};
