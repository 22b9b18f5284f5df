/**
 * What every certificate paper says, whatever its kind (specific trip, cargo, container, annual, boat):
 * its number and state, labelled sections, and the foot an issued paper carries (verification code and
 * QR, conditions link) or the warning a quotation carries. Each kind builds one from its data with a pure
 * function (tested apart from how it is drawn); `maqueta.ts` lays any of them out.
 */

/** One labelled line: an empty label continues the line above (a list's next entry). */
export type Linea = readonly [etiqueta: string, valor: string];

export interface Seccion {
  titulo: string;
  lineas: Linea[];
}

export interface Documento {
  /** The paper's name, under the tenant's in the band: 'Certificado de seguro de carga - Póliza flotante'. */
  titulo: string;
  /** 'Certificado N° 0000012', 'Cotización N° 12'. */
  numero: string;
  /** Beside the number: the state and its date, or when the paper was made. */
  estado: string;
  secciones: Seccion[];
  /** An issued certificate's code and the public page that checks it (drawn as a QR). */
  verificacion: { codigo: string; url: string } | null;
  urlCondiciones: string | null;
  /** A quotation's warning that it covers nothing. */
  aviso: string | null;
}

/** A quotation's warning in Spanish; textos.ts holds it with the other locales'. */
export const AVISO_COTIZACION = 'Cotización sin emitir: no es un certificado de cobertura.';

/** Lines of the entries of a list under one label: the first carries it, the rest continue it. */
export const lista = (etiqueta: string, valores: readonly string[]): Linea[] =>
  valores.map((v, i) => [i ? '' : etiqueta, v] as const);

/** The sections that have something to say. */
export const conContenido = (secciones: Seccion[]): Seccion[] => secciones.filter((s) => s.lineas.length > 0);
