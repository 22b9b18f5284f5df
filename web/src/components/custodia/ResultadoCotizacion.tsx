import { useState } from 'react';
import { ActionIcon, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { tarifaCustodia } from '#shared/custodia/tarifa.ts';
import { useT } from '#web/lib/i18n.tsx';

export interface CotizacionObtenida {
  uid: string;
  rate: number;
  plan: { name: string; description: string };
}

const Chevron = ({ abierto }: { abierto: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden
    style={{ transform: abierto ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/** Spec 2 §2.4: the quote, collapsible: rate (with its currency), plan name and description, and Solicitar. */
export function ResultadoCotizacion({ cotizacion, onSolicitar }: { cotizacion: CotizacionObtenida; onSolicitar: () => void }) {
  const t = useT();
  const [abierto, setAbierto] = useState(true);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="custodia-resultado">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('custodia.resultado.titulo')}</Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setAbierto((a) => !a)}
          aria-label={t(abierto ? 'custodia.resultado.ocultar' : 'custodia.resultado.mostrar')}
          aria-expanded={abierto}
          data-testid="custodia-resultado-toggle"
        >
          <Chevron abierto={abierto} />
        </ActionIcon>
      </Group>
      <Collapse expanded={abierto}>
        <Stack gap="xs" mt="xs">
          <Group gap="xl" align="flex-end">
            <div>
              <Text size="xs" c="dimmed">
                {t('custodia.resultado.tarifa')}
              </Text>
              <Text size="xl" fw={700} data-testid="custodia-tarifa">
                {tarifaCustodia(cotizacion.rate)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('custodia.resultado.plan')}
              </Text>
              <Text fw={600} data-testid="custodia-plan">
                {cotizacion.plan.name}
              </Text>
            </div>
          </Group>
          <Text size="sm" c="dimmed" data-testid="custodia-plan-descripcion">
            {cotizacion.plan.description}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onSolicitar} data-testid="custodia-solicitar">
              {t('custodia.solicitar')}
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Card>
  );
}
