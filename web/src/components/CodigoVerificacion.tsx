import { Anchor, Card, Code, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';

/**
 * The public verification code printed on an issued certificate of any kind, with a link to the page
 * that checks it: what a reader of the paper types in, shown beside the number on every detail.
 */
export function CodigoVerificacion({ codigo, numero }: { codigo: string; numero: string | null }) {
  const t = useT();
  return (
    <Card withBorder radius="md" data-testid="detalle-verificacion">
      <Text size="xs" c="dimmed">
        {t('codigoVerificacion.label')}
      </Text>
      <Group gap="xs" justify="space-between">
        <Code fz="md" data-testid="detalle-codigo">
          {codigo}
        </Code>
        <Anchor component={Link} to={`/verificar/${codigo}`} target="_blank" size="sm" data-testid="detalle-verificar">
          {t('codigoVerificacion.link')}
        </Anchor>
      </Group>
      {numero ? (
        <Text size="sm" mt="xs">
          {t('codigoVerificacion.nro', { nro: numero })}
        </Text>
      ) : null}
    </Card>
  );
}
