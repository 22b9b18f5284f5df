import { Group, Loader, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** Shown while the certificate's PDFs are being rendered (a second or two after a save or an issue). */
export function DocumentosGenerandose() {
  const t = useT();
  return (
    <Group gap="xs" data-testid="documentos-generandose">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('cotizador.documentos.generando')}
      </Text>
    </Group>
  );
}
