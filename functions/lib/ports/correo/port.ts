export interface Mensaje {
  para: string[];
  asunto: string;
  texto: string;
  /** Files sent with the message (the finance digest's XLSX); SES takes up to 40 MB in all. */
  adjuntos?: { nombre: string; tipo: string; contenido: Uint8Array }[];
}

/** Sends one e-mail to its recipients; an adapter throws when the message was not accepted. */
export interface Correo {
  enviar(mensaje: Mensaje): Promise<void>;
}
