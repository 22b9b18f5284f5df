/**
 * The customs bonds one may ask a quotation for (issue 27 item 25: the spec names only the routes).
 * The usual guarantees an importer or exporter gives the customs authority; 'otras' needs the
 * request's observations to say which.
 */
export const TIPOS_CAUCION_ADUANERA = {
  importacionTemporaria: 'Importación temporaria',
  exportacionTemporaria: 'Exportación temporaria',
  transito: 'Tránsito aduanero',
  deposito: 'Depósito de almacenamiento',
  diferenciaDerechos: 'Diferencias de derechos / valor en duda',
  otras: 'Otras',
} as const;
export type TipoCaucionAduanera = keyof typeof TIPOS_CAUCION_ADUANERA;
export const IDS_TIPO_CAUCION = Object.keys(TIPOS_CAUCION_ADUANERA) as [TipoCaucionAduanera, ...TipoCaucionAduanera[]];

/** A bond's term: a customs guarantee runs while the destination is open, at most five years here. */
export const PLAZO_MAXIMO_MESES = 60;

export const DESCRIBA_OTRAS = 'Indique en las observaciones qué caución necesita';
