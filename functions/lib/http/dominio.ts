import { CertificadoRechazadoError } from '#shared/certificados/tipos.ts';
import { SolicitudInvalidaError } from '#shared/validators/errores-campo.ts';
import { ConflictError, ValidationError } from './errors.ts';

/**
 * Runs a pure pricing function on the server and turns its domain errors into HTTP ones: field errors
 * (SolicitudInvalidaError) into a 400 naming each field, a refusal (CertificadoRechazadoError: an
 * annulled policy, another line of business) into a 409 with its message.
 */
export const enServidor = <T>(cotizar: () => T): T => {
  try {
    return cotizar();
  } catch (err) {
    if (err instanceof SolicitudInvalidaError)
      throw new ValidationError(Object.entries(err.errores).map(([path, message]) => ({ path, message })));
    if (err instanceof CertificadoRechazadoError) throw new ConflictError(err.message);
    throw err;
  }
};
