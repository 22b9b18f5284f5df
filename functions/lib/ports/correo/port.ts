export interface Mensaje {
  para: string[];
  asunto: string;
  texto: string;
  /** Files sent with the message (the finance digest's XLSX); SES takes up to 40 MB in all. */
  adjuntos?: { nombre: string; tipo: string; contenido: Uint8Array }[];
}

/**
 * Why a message was not accepted, as the mail service says it: `rechazado` (SES MessageRejected: the
 * content or, in the sandbox, a recipient not verified), `remitente-no-verificado` (the MAIL FROM
 * domain), `envio-pausado` (sending paused or the account suspended), `limite` (throttled or over the
 * quota, after the SDK's own retries), `otro` (anything else: network, service error).
 */
export type MotivoCorreo = 'rechazado' | 'remitente-no-verificado' | 'envio-pausado' | 'limite' | 'otro';

/** A message the mail service did not accept; `reintentable` says whether sending it again later can work. */
export class CorreoNoEnviado extends Error {
  override readonly name = 'CorreoNoEnviado';

  constructor(
    readonly motivo: MotivoCorreo,
    readonly reintentable: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${motivo}: ${message}`, options);
  }
}

/** Sends one e-mail to its recipients; an adapter throws CorreoNoEnviado when the message was not accepted. */
export interface Correo {
  enviar(mensaje: Mensaje): Promise<void>;
}
