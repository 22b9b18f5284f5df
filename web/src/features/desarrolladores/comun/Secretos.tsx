import { Button, Group, Stack, Text } from '@mantine/core';
import { fecha } from '#shared/text/fecha.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';

/**
 * A card's secrets by their dates (never their values), with a retire button on each while a rotation
 * has two, and the note that says what the rotation means for this kind of secret.
 */
export function Secretos({
  secretos,
  nota,
  onRetirar,
  testId,
}: {
  secretos: readonly { id: string; creado: string }[];
  nota: string;
  onRetirar: (secretoId: string) => void;
  testId: string;
}) {
  const t = useT();
  const locale = useLocale();
  const rotacion = secretos.length > 1;
  return (
    <Stack gap={4}>
      {secretos.map((s) => (
        <Group key={s.id} gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm">{t('apps.secretoDel', { fecha: fecha(s.creado, locale) })}</Text>
          {rotacion ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRetirar(s.id)} data-testid={testId}>
              {t('apps.retirar.boton')}
            </Button>
          ) : null}
        </Group>
      ))}
      {rotacion ? (
        <Text size="xs" c="dimmed">
          {nota}
        </Text>
      ) : null}
    </Stack>
  );
}
