import type { NumeroDeCondicion } from '../components/NumeroInput.tsx';

interface Premios {
  sugerido: number;
  minimo: number;
  maximo?: number;
}

/**
 * The premium inputs both kinds of condition carry (a container condition also a maximum), on their
 * body paths: the suggested premium is 'premioSugerido' in a transport condition and 'premio' in a
 * container one (spec 1 §7). A blank premium is 0.
 */
export const camposDePremio = <P extends Premios>(
  t: (clave: string) => string,
  premio: P,
  onChange: (premio: P) => void,
  rutaSugerido: 'premioSugerido' | 'premio',
): NumeroDeCondicion[] => {
  const campo = (clave: keyof Premios, ruta: string, etiqueta: string): NumeroDeCondicion => ({
    ruta,
    label: t(etiqueta),
    value: premio[clave] ?? 0,
    onChange: (v) => onChange({ ...premio, [clave]: v ?? 0 }),
  });
  return [
    campo('sugerido', rutaSugerido, 'emisor.condicion.premioSugerido'),
    campo('minimo', 'premioMinimo', 'emisor.condicion.premioMinimo'),
    ...(premio.maximo === undefined ? [] : [campo('maximo', 'premioMaximo', 'emisor.condicion.premioMaximo')]),
  ];
};
