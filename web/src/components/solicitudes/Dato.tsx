import { Stack, Text } from '@mantine/core';

/** One labelled value of a request's summary, its line breaks kept. */
export const Dato = ({ etiqueta, valor }: { etiqueta: string; valor: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {etiqueta}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {valor}
    </Text>
  </Stack>
);
