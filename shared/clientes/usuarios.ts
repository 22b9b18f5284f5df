import { mensajes, NOMBRE_PERMITIDO } from '../validators/messages.ts';

const MAX = 50;

/**
 * The client's 'Agregar usuario' form asks for one 'Nombre y Apellido' while a portal user has a
 * nombre and an apellido (spec 1 §3.1, each up to 50 letters): the last word is the apellido and the
 * words before it the nombre ("María José Pérez" → María José / Pérez). One word is not enough.
 */
export const separarNombreYApellido = (valor: string): { nombre: string; apellido: string } => {
  const palabras = valor.trim().split(/\s+/).filter(Boolean);
  return { nombre: palabras.slice(0, -1).join(' '), apellido: palabras.at(-1) ?? '' };
};

export const NOMBRE_Y_APELLIDO_MENSAJE = 'Ingresá el nombre y el apellido, separados por un espacio.';

export const nombreYApellidoError = (valor: string): string | null => {
  const { nombre, apellido } = separarNombreYApellido(valor);
  if (!nombre || !apellido) return NOMBRE_Y_APELLIDO_MENSAJE;
  if (!NOMBRE_PERMITIDO.test(nombre) || !NOMBRE_PERMITIDO.test(apellido))
    return mensajes.caracteresInvalidos('Nombre y Apellido');
  if (nombre.length > MAX) return mensajes.maximo('Nombre', MAX);
  if (apellido.length > MAX) return mensajes.maximo('Apellido', MAX);
  return null;
};
