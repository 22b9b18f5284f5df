import '@mantine/charts/styles.layer.css';
import { BarChart, PieChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { etiquetaGrafico, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { ANIOS, type CotizadorValues } from './form.ts';

const porcentaje = etiquetaGrafico((v) => `${formatNumber(v)} %`);

type Nombres = Record<'mercaderias' | 'operaciones' | 'transportes', (id: number | null) => string>;

function Torta({
  titulo,
  filas,
  nombre,
}: {
  titulo: string;
  filas: { id: number | null; tasa: number; color: string }[];
  nombre: (id: number | null) => string;
}) {
  return (
    <Stack gap={4} align="center">
      <Text size="sm" fw={600}>
        {titulo}
      </Text>
      <PieChart
        data={filas.map((f) => ({ name: nombre(f.id), value: f.tasa, color: f.color }))}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={porcentaje}
        size={150}
      />
    </Stack>
  );
}

/**
 * The summary's charts (spec 2 §2.6 step 3): the MAE's compositions as pies in their rows' colours,
 * and the claims of the last five years, count and amount per year, as bars.
 */
export function Graficos({ v, nombres, simbolo }: { v: CotizadorValues; nombres: Nombres; simbolo: string }) {
  const t = useT();
  const siniestros = ANIOS.map((anio, i) => ({
    anio: String(anio),
    cantidad: v.ocurrioUnSiniestro ? (v.siniestralidad[i]?.cantidad ?? 0) : 0,
    monto: v.ocurrioUnSiniestro ? (v.siniestralidad[i]?.monto ?? 0) : 0,
  }));
  return (
    <Stack gap="md" data-testid="anual-graficos">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Torta titulo={t('cotizadorAnual.mercaderias')} filas={v.mercaderias} nombre={nombres.mercaderias} />
        <Torta titulo={t('cotizadorAnual.transportes')} filas={v.transportes} nombre={nombres.transportes} />
        <Torta titulo={t('cotizadorAnual.operaciones')} filas={v.operaciones} nombre={nombres.operaciones} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('cotizadorAnual.graficoCantidad')}
          </Text>
          <BarChart
            h={180}
            data={siniestros}
            dataKey="anio"
            valueFormatter={etiquetaGrafico((n) => formatNumber(n, 0))}
            series={[{ name: 'cantidad', label: t('cotizadorAnual.cantidad'), color: '#009EF7' }]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('cotizadorAnual.graficoMonto')}
          </Text>
          <BarChart
            h={180}
            data={siniestros}
            dataKey="anio"
            valueFormatter={etiquetaGrafico((n) => `${simbolo} ${formatNumber(n, 0)}`)}
            series={[{ name: 'monto', label: t('cotizadorAnual.monto'), color: '#F1416C' }]}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
