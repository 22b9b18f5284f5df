import type { ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import type {
  FormaDePago,
  ModoTransporte,
  Moneda,
  Pais,
  TipoContenedor,
  TipoMercaderia,
  TipoRiesgo,
} from '#shared/catalogos/schemas.ts';
import { Flag } from '#web/components/Flag.tsx';
import type { Translate } from '#web/lib/i18n.tsx';
import { booleano, campo, etiquetas, numero, siguienteId, texto } from './celdas.tsx';
import type { Columna } from './TablaEditable.tsx';

/** How each editable catalogue is shown: its columns and a new row. */
export interface DefinicionCatalogo<T> {
  columnas: (t: Translate) => Columna<T>[];
  /** A blank entry; a fixed catalogue has none: its entries neither come nor go. */
  nueva?: (filas: readonly T[]) => T;
}

const id = <T extends { id: number }>(t: Translate): Columna<T> =>
  numero<T>({ clave: 'id', titulo: t('maestros.col.id'), ancho: 80, get: (f) => f.id, set: (f, v) => ({ ...f, id: v }) });

/** An ISO code typed in capitals; a country's flag follows its code. */
const codigo = <T extends { codigo: string }>(t: Translate, conBandera = false): Columna<T> =>
  texto<T>({
    clave: 'codigo',
    titulo: t('maestros.col.codigo'),
    ancho: 90,
    get: (f) => f.codigo,
    set: (f, v) => {
      const c = v.toUpperCase();
      return conBandera ? { ...f, codigo: c, bandera: `/banderas/${c.toLowerCase()}.svg` } : { ...f, codigo: c };
    },
  });

/**
 * The entry's name for pt-BR tenants (ADR 0177); blank keeps the Spanish name for them too. The coverage
 * masters use it for a coverage's and a security measure's name, and a pricing rule's concept.
 */
export const nombrePt = <T extends Pick<ConNombres, 'nombres'>>(
  t: Translate,
  ancho: number,
  titulo = t('maestros.col.nombrePt'),
): Columna<T> =>
  texto<T>({
    clave: 'nombrePt',
    titulo,
    ancho,
    get: (f) => f.nombres?.['pt-BR'] ?? '',
    set: (f, v) => ({ ...f, nombres: { ...f.nombres, 'pt-BR': v } }),
  });

export const TIPOS_MERCADERIA: DefinicionCatalogo<TipoMercaderia> = {
  columnas: (t) => [
    id(t),
    texto(campo('nombre', t('maestros.col.nombre'), 240)),
    nombrePt(t, 240),
    etiquetas(campo('tags', t('maestros.col.tags'), 320)),
  ],
  nueva: (filas) => ({ id: siguienteId(filas), nombre: '', tags: [] }),
};

export const PAISES: DefinicionCatalogo<Pais> = {
  columnas: (t) => [
    { clave: 'bandera', titulo: t('maestros.col.bandera'), celda: (f) => (f.codigo.length === 2 ? <Flag pais={f} /> : null) },
    id(t),
    codigo(t, true),
    texto(campo('nombre', t('maestros.col.nombre'), 180)),
    nombrePt(t, 180),
    etiquetas(campo('transitoNacional', t('maestros.col.transitoNacional'), 360)),
  ],
  nueva: (filas) => ({ id: siguienteId(filas), codigo: '', nombre: '', bandera: '', transitoNacional: [] }),
};

export const MONEDAS: DefinicionCatalogo<Moneda> = {
  columnas: (t) => [
    id(t),
    codigo(t),
    texto(campo('nombre', t('maestros.col.nombre'), 200)),
    nombrePt(t, 200),
    texto(campo('simbolo', t('maestros.col.simbolo'), 90)),
    booleano(campo('esFavorita', t('maestros.col.favorita'))),
  ],
  nueva: (filas) => ({ id: siguienteId(filas), codigo: '', nombre: '', simbolo: '', esFavorita: false }),
};

export const TIPOS_CONTENEDOR: DefinicionCatalogo<TipoContenedor> = {
  columnas: (t) => [id(t), codigo(t), texto(campo('nombre', t('maestros.col.nombre'), 240)), nombrePt(t, 240)],
  nueva: (filas) => ({ id: siguienteId(filas), codigo: '', nombre: '' }),
};

/**
 * A catalogue whose entries the product itself names (payment methods, kinds of risk, transport modes:
 * the code branches on their ids): the Spanish name is the specification's and stays, only the name for
 * pt-BR tenants is edited (ADR 0177).
 */
const fijo = <T extends ConNombres & { id: number }>(): DefinicionCatalogo<T> => ({
  // Three short columns: narrow minimums keep the Portuguese name's input in sight on a phone.
  columnas: (t) => [
    { clave: 'id', titulo: t('maestros.col.id'), ancho: 40, celda: (f) => f.id },
    { clave: 'nombre', titulo: t('maestros.col.nombre'), ancho: 100, celda: (f) => f.nombre },
    nombrePt(t, 130),
  ],
});

export const FORMAS_DE_PAGO = fijo<FormaDePago>();
export const TIPOS_RIESGO = fijo<TipoRiesgo>();
export const MODOS_TRANSPORTE = fijo<ModoTransporte>();
