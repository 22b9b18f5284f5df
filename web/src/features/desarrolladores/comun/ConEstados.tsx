import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/**
 * A list of the developer page while it loads, when it failed (with a retry) and when it is empty;
 * its rows otherwise. Test ids: `<prefijo>-cargando`, `-error`, `-vacio`.
 */
export function ConEstados({
  consulta,
  vacia,
  prefijo,
  textos,
  children,
}: {
  consulta: { isPending: boolean; isError: boolean; refetch: () => unknown };
  vacia: boolean;
  prefijo: string;
  textos: { cargando: string; error: string; vacio: string };
  children: ReactNode;
}) {
  const t = useT();
  if (consulta.isPending)
    return (
      <Group gap="xs" data-testid={`${prefijo}-cargando`}>
        <Loader size="sm" />
        <Text size="sm">{textos.cargando}</Text>
      </Group>
    );
  if (consulta.isError)
    return (
      <Alert color="red" data-testid={`${prefijo}-error`}>
        <Group justify="space-between">
          <Text size="sm">{textos.error}</Text>
          <Button size="xs" variant="light" onClick={() => void consulta.refetch()}>
            {t('apps.reintentar')}
          </Button>
        </Group>
      </Alert>
    );
  if (vacia)
    return (
      <Text size="sm" data-testid={`${prefijo}-vacio`}>
        {textos.vacio}
      </Text>
    );
  return <>{children}</>;
}
