/**
 * Where a server error of a new version points, for a person: 'contenido.7.nombre' -> 'Fila 8 · nombre',
 * 'contenido.coberturas.2.configuracion.reglas' -> 'coberturas · fila 3 · configuracion.reglas'.
 */
export const lugarDelError = (path: string, fila: (n: number) => string): string =>
  path
    .replace(/^contenido\.?/, '')
    .split('.')
    .filter(Boolean)
    .reduce<string[]>((partes, p, i, todas) => {
      // A list index names the row only when a field of that row follows.
      if (/^\d+$/.test(p) && i < todas.length - 1) return [...partes, fila(Number(p) + 1)];
      const ultima = partes.at(-1);
      return ultima && !/^\d+$/.test(todas[i - 1] ?? '') ? [...partes.slice(0, -1), `${ultima}.${p}`] : [...partes, p];
    }, [])
    .join(' · ');
