const ISO = /^\d{4}-\d{2}-\d{2}$/;

export interface RangoFechas {
  /** ISO yyyy-mm-dd, or whatever has been typed so far. */
  desde: string;
  hasta: string;
}

/** A day range typed in two date inputs: only complete days are asked for. */
export const rangoConsulta = ({ desde, hasta }: RangoFechas): { desde?: string; hasta?: string } => {
  const d = ISO.test(desde) ? desde : undefined;
  const h = ISO.test(hasta) ? hasta : undefined;
  // 'Hasta' before 'desde' is not sent: the input says why (the API would answer 400).
  if (d && h && h < d) return { desde: d };
  return { ...(d ? { desde: d } : {}), ...(h ? { hasta: h } : {}) };
};

/** True when both days are complete and 'hasta' comes before 'desde'. */
export const rangoInvertido = ({ desde, hasta }: RangoFechas): boolean => ISO.test(desde) && ISO.test(hasta) && hasta < desde;

/**
 * A day typed whole (dd/mm/aaaa) that is not in the calendar (32/13/2026): the date input turns a real
 * day into ISO at once, so a complete dd/mm/aaaa text left in the value is an impossible day.
 */
export const fechaImposible = (valor: string): boolean => /^\d{2}\/\d{2}\/\d{4}$/.test(valor);

/** Why a range cannot be asked for (the i18n key of its message), or null when it can. */
export const problemaDeRango = (r: RangoFechas): 'lista.fechaInvalida' | 'lista.rangoInvertido' | null =>
  fechaImposible(r.desde) || fechaImposible(r.hasta) ? 'lista.fechaInvalida' : rangoInvertido(r) ? 'lista.rangoInvertido' : null;

export const RANGO_VACIO: RangoFechas = { desde: '', hasta: '' };

/** For useCampoDeUrl: the URL keeps only complete days, so a day still being typed already matches it. */
export const mismoRango = (campo: RangoFechas, url: RangoFechas): boolean => {
  const dia = (v: string) => (ISO.test(v) ? v : '');
  return dia(campo.desde) === url.desde && dia(campo.hasta) === url.hasta;
};
