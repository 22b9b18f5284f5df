import { Badge } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** A request's state in its colour (shared/suscripcion/estados.ts): underwriting and customs-bond requests alike. */
export function EstadoSolicitudBadge({ estado, size = 'sm' }: { estado: { id: number; color: string }; size?: string }) {
  const t = useT();
  return (
    <Badge color={estado.color} size={size} variant="light" data-testid="suscripcion-estado" data-estado={estado.id}>
      {t(`suscripcion.estado.${estado.id}`)}
    </Badge>
  );
}
