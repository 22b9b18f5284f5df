import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatInteger, formatMoney } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { useDashboard } from './api.ts';

type Figures = NonNullable<ReturnType<typeof useDashboard>['data']>;

function Cifra({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Specific-trip certificates of the company: quoted, in approval, issued and the issued premium (USD). */
export function CertificadosBlock({ certificados }: { certificados: NonNullable<Figures['certificados']> }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dashboard-certificados">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {t('dashboard.certificados.titulo')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        <Cifra
          label={t('dashboard.certificados.cotizados')}
          value={formatInteger(certificados.cotizados)}
          testId="dashboard-cotizados"
        />
        <Cifra
          label={t('dashboard.certificados.enAprobacion')}
          value={formatInteger(certificados.enAprobacion)}
          testId="dashboard-en-aprobacion"
        />
        <Cifra
          label={t('dashboard.certificados.emitidos')}
          value={formatInteger(certificados.emitidos)}
          testId="dashboard-emitidos"
        />
        <Cifra
          label={t('dashboard.certificados.premioEmitido')}
          value={formatMoney(certificados.premioEmitidoUsd, 'USD')}
          testId="dashboard-premio"
        />
      </SimpleGrid>
    </Card>
  );
}

/** Open claims of the company and the amount they claim (USD). */
export function SiniestrosBlock({ siniestros }: { siniestros: NonNullable<Figures['siniestros']> }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dashboard-siniestros">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {t('dashboard.siniestros.titulo')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        <Cifra
          label={t('dashboard.siniestros.abiertos')}
          value={formatInteger(siniestros.abiertos)}
          testId="dashboard-siniestros-abiertos"
        />
        <Cifra
          label={t('dashboard.siniestros.montoReclamado')}
          value={formatMoney(siniestros.montoReclamadoUsd, 'USD')}
          testId="dashboard-siniestros-monto"
        />
      </SimpleGrid>
    </Card>
  );
}

/**
 * Certificates under floating policies in the caller's scope: quoted, in approval, issued (declared
 * included) and, for who may see premiums, the premium issued in each currency (never summed across).
 */
export function FlotantesBlock({ flotantes }: { flotantes: NonNullable<Figures['flotantes']> }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dashboard-flotantes">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {t('dashboard.flotantes.titulo')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        <Cifra
          label={t('dashboard.certificados.cotizados')}
          value={formatInteger(flotantes.cotizados)}
          testId="dashboard-flotantes-cotizados"
        />
        <Cifra
          label={t('dashboard.certificados.enAprobacion')}
          value={formatInteger(flotantes.enAprobacion)}
          testId="dashboard-flotantes-en-aprobacion"
        />
        <Cifra
          label={t('dashboard.certificados.emitidos')}
          value={formatInteger(flotantes.emitidos)}
          testId="dashboard-flotantes-emitidos"
        />
        {flotantes.primaEmitida?.length === 0 ? (
          <Cifra label={t('dashboard.flotantes.sinPrima')} value="—" testId="dashboard-flotantes-prima" />
        ) : null}
        {flotantes.primaEmitida?.map((p) => (
          <Cifra
            key={p.moneda.id}
            label={t('dashboard.flotantes.primaEmitida', { moneda: p.moneda.codigo })}
            value={formatMoney(p.monto, p.moneda.codigo)}
            testId={`dashboard-flotantes-prima-${p.moneda.codigo}`}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** Pending declarations of each type the caller reaches and what is owed, with a link to each screen. */
export function DeclaracionesBlock({ declaraciones }: { declaraciones: NonNullable<Figures['declaraciones']> }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dashboard-declaraciones">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {t('dashboard.declaraciones.title')}
      </Text>
      <Stack gap="md">
        {declaraciones.map((d) => (
          <SimpleGrid key={d.tipo} cols={{ base: 2, md: 4 }} spacing="lg">
            <Anchor component={Link} to={d.tipo === 'venta' ? '/declaraciones/partners' : '/declaraciones/aseguradoras'} fw={600}>
              {t(d.tipo === 'venta' ? 'routes.declaracionesPartners' : 'routes.declaracionesAseguradoras')}
            </Anchor>
            <Cifra
              label={t('dashboard.declaraciones.borradores')}
              value={formatInteger(d.borradores)}
              testId={`dashboard-declaraciones-${d.tipo}-borradores`}
            />
            <Cifra
              label={t('dashboard.declaraciones.facturadas')}
              value={formatInteger(d.facturadas)}
              testId={`dashboard-declaraciones-${d.tipo}-facturadas`}
            />
            <Cifra
              label={t('dashboard.declaraciones.adeudado')}
              value={d.adeudado.length ? d.adeudado.map((a) => formatMoney(a.monto, a.moneda.codigo)).join(' · ') : '—'}
              testId={`dashboard-declaraciones-${d.tipo}-adeudado`}
            />
          </SimpleGrid>
        ))}
      </Stack>
    </Card>
  );
}
