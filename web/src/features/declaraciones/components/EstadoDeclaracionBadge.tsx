import { Badge, Group } from '@mantine/core';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { useT } from '#web/lib/i18n.tsx';

/** Colours of the four states (spec 2 §4.2) and of the paid mark. */
const COLOR: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'blue', 4: 'violet' };

export function EstadoDeclaracionBadge({ d }: { d: Pick<Declaracion, 'estado' | 'pagada'> }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={COLOR[d.estado.id] ?? 'gray'} variant="light" data-testid="declaracion-estado" data-estado={d.estado.id}>
        {t(`declaraciones.estado.${d.estado.id}`)}
      </Badge>
      {d.pagada ? (
        <Badge color="green" variant="filled" data-testid="declaracion-pagada">
          {t('declaraciones.pagada')}
        </Badge>
      ) : null}
    </Group>
  );
}
