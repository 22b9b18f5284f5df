export interface Mensaje {
  para: string[];
  asunto: string;
  texto: string;
}

/** Sends one e-mail to its recipients; an adapter throws when the message was not accepted. */
export interface Correo {
  enviar(mensaje: Mensaje): Promise<void>;
}
