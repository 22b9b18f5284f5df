import { Badge } from '@mantine/core';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { useT, type Translate } from '#web/lib/i18n.tsx';

/** The state's name in the user's language; an unknown id falls back to the server's name. */
export const nombreEstado = (t: Translate, estado: { id: number; nombre: string }): string => {
  const key = `veEstado.${estado.id}`;
  const text = t(key);
  return text === key ? estado.nombre : text;
};

/** The states enumeration for filters: [{ value: '20', label: 'Emitido' }, …]. */
export const opcionesEstado = (t: Translate) =>
  Object.values(ESTADOS).map((e) => ({ value: String(e.id), label: nombreEstado(t, e) }));

/** The status badge, in the state's own colour. */
export function EstadoBadge({
  estado,
  size = 'md',
}: {
  estado: { id: number; nombre: string; color: string };
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  return (
    <Badge
      color={estado.color}
      variant="filled"
      size={size}
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="estado-badge"
      data-estado={estado.id}
    >
      {nombreEstado(t, estado)}
    </Badge>
  );
}
