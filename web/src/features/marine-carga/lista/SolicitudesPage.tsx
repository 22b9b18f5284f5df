import { Text } from '@mantine/core';
import type { SolicitudSuscripcionFila } from '#shared/contract/schemas/suscripcion.ts';
import { ListaSolicitudes } from '#web/components/solicitudes/ListaSolicitudes.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { detallePath, NUEVA_PATH, useSolicitudes } from '../api.ts';

/** The underwriting requests: the desk's queue (every company's) or a requester's own, newest change first. */
export function SolicitudesPage() {
  const t = useT();
  const permisos = useLayoutContext().empresa?.permisos ?? [];
  return (
    <ListaSolicitudes<SolicitudSuscripcionFila>
      prefijo="suscripciones"
      useLista={useSolicitudes}
      mesa={permisos.includes('suscripcion.gestionar')}
      alta={permisos.includes('suscripcion.solicitar') ? NUEVA_PATH : null}
      propias={[
        {
          accessor: 'asegurado',
          title: t('suscripcion.col.asegurado'),
          render: (s) => <Text size="xs">{s.asegurado.nombre}</Text>,
        },
      ]}
      detalle={detallePath}
      minWidth={820}
    />
  );
}
