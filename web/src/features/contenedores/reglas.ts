import { ESTADOS } from '#shared/viajes-especificos/estados.ts';

export const CONTENEDORES_PATH = '/contenedores';
export const NUEVO_PATH = `${CONTENEDORES_PATH}/certificados/nuevo`;
export const detallePath = (id: number) => `${CONTENEDORES_PATH}/certificados/${id}`;

/** Spec 2 §2.2 and §4.1: the container grid prints only issued certificates (their certificate PDF). */
export const imprime = (fila: { estado: { id: number }; documentos: { certificado: boolean } }): boolean =>
  fila.estado.id === ESTADOS.emitido.id && fila.documentos.certificado;

/** Issue, cancel and baja as the container operations declare them; containers are not cloned. */
export const REGLAS_CONTENEDORES = {
  cotizar: 'contenedores.cotizar',
  emitir: 'contenedores.emitir',
  clonar: false,
} as const;
