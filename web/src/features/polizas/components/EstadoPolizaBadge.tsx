import { Badge } from '@mantine/core';
import type { EstadoPoliza } from '#shared/polizas/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';

const COLOR: Record<EstadoPoliza, string> = { vigente: 'green', vencida: 'gray', anulada: 'red' };

export function EstadoPolizaBadge({ estado }: { estado: EstadoPoliza }) {
  const t = useT();
  return (
    <Badge color={COLOR[estado]} variant="light" data-testid="poliza-estado">
      {t(`polizas.estado.${estado}`)}
    </Badge>
  );
}
