import { ESTADOS } from './estados.ts';

export type TipoDocumento = 'asegurado' | 'pas' | 'constancia';

const COPIAS: TipoDocumento[] = ['asegurado', 'pas'];
const EMITIDO: TipoDocumento[] = ['constancia', 'asegurado', 'pas'];

/**
 * The PDFs a certificate has in each state: a quote (also in approval, approved or rejected) has the
 * insured and producer copies; an issued one adds the issuance proof. An expired, cancelled or
 * withdrawn certificate keeps what it had and gets nothing new.
 */
export const documentosDelEstado = (estado: number): TipoDocumento[] => {
  switch (estado) {
    case ESTADOS.cotizado.id:
    case ESTADOS.enAprobacion.id:
    case ESTADOS.aprobado.id:
    case ESTADOS.rechazado.id:
      return COPIAS;
    case ESTADOS.emitido.id:
    case ESTADOS.declarado.id:
      return EMITIDO;
    default:
      return [];
  }
};

/** The documents of a state not yet rendered for this version of the certificate. */
export const documentosFaltantes = (
  estado: number,
  version: number,
  documentos: Partial<Record<TipoDocumento, string>> & { version?: number },
): TipoDocumento[] => documentosDelEstado(estado).filter((t) => !documentos[t] || documentos.version !== version);
