import { Text } from '@mantine/core';
import type { SolicitudCaucionFila } from '#shared/contract/schemas/caucion.ts';
import { ListaSolicitudes } from '#web/components/solicitudes/ListaSolicitudes.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { COTIZAR_PATH, detallePath, useCauciones } from '../api.ts';

/** The customs-bond quotation requests: the insurer's queue (every company's) or a requester's own, newest change first. */
export function CaucionesPage() {
  const t = useT();
  const permisos = useLayoutContext().empresa?.permisos ?? [];
  return (
    <ListaSolicitudes<SolicitudCaucionFila>
      prefijo="cauciones"
      useLista={useCauciones}
      mesa={permisos.includes('cauciones.gestionar')}
      alta={permisos.includes('cauciones.cotizar') ? COTIZAR_PATH : null}
      propias={[
        { accessor: 'tomador', title: t('caucion.tomador'), render: (s) => <Text size="xs">{s.tomador.nombre}</Text> },
        { accessor: 'tipo', title: t('caucion.tipo'), render: (s) => <Text size="xs">{t(`caucion.tipo.${s.tipo}`)}</Text> },
      ]}
      detalle={detallePath}
      minWidth={900}
    />
  );
}
