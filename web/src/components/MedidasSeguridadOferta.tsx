import { List, Stack, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** An offer's security measures on a quote card (spec 2 §3.8 medidasSeguridad), specific-trip or annual alike; nothing when none. */
export function MedidasSeguridadOferta({ medidas }: { medidas: readonly { nombre: string }[] }) {
  const t = useT();
  if (!medidas.length) return null;
  return (
    <Stack gap={2} data-testid="oferta-medidas">
      <Text size="sm" fw={600}>
        {t('cotizador.oferta.medidasSeguridad')}
      </Text>
      <List size="sm" spacing={2}>
        {medidas.map((m) => (
          <List.Item key={m.nombre}>{m.nombre}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
