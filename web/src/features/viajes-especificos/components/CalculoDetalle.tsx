import { Stack, Text, Title } from '@mantine/core';
import type { Calculo } from '#shared/contract/schemas/viaje-especifico.ts';
import { TablaCalculo } from '#web/components/TablaCalculo.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

function Traza({ titulo, calculo, testId }: { titulo: string; calculo: Calculo; testId: string }) {
  const t = useT();
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={5}>{titulo}</Title>
      <Text size="sm" c="dimmed">
        {t('cotizador.calculo.valorInicial')}: {formatNumber(calculo.valorInicial)}
      </Text>
      <TablaCalculo calculo={calculo} conGrupo />
    </Stack>
  );
}

/** The premium calculation traces of an offer (spec 2 §3.10): prima and premio, rule by rule. */
export function CalculoDetalle({ calculoPrima, calculoPremio }: { calculoPrima: Calculo; calculoPremio: Calculo }) {
  const t = useT();
  return (
    <Stack gap="lg" data-testid="calculo-detalle">
      <Traza titulo={t('cotizador.calculo.prima')} calculo={calculoPrima} testId="calculo-prima" />
      <Traza titulo={t('cotizador.calculo.premio')} calculo={calculoPremio} testId="calculo-premio" />
    </Stack>
  );
}
