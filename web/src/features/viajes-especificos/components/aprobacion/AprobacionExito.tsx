import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';

/** The request was filed: its number and the way to the policy it belongs to. */
export function AprobacionExito({ id }: { id: number }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="md" py="lg" data-testid="aprobacion-success">
      <ThemeIcon color="green" size={56} radius="xl">
        ✓
      </ThemeIcon>
      <Title order={3}>{t('veAprobacion.success.title')}</Title>
      <Text ta="center" c="dimmed">
        {t('veAprobacion.success.text', { id })}
      </Text>
      <Button onClick={() => navigate(`/seguros/viajes-especificos/polizas/${id}`)} data-testid="aprobacion-continue">
        {t('veAprobacion.success.continue')}
      </Button>
    </Stack>
  );
}
