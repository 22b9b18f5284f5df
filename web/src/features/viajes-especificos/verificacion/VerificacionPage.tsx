import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { CODIGO_VERIFICACION, type TipoVerificable } from '#shared/contract/schemas/verificacion.ts';
import { IconShieldCheck } from '#web/components/icons.tsx';
import { TarjetaPublica } from '#web/components/TarjetaPublica.tsx';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { useVerificacion } from '../api.ts';
import { fecha, fechaHora } from '#shared/text/fecha.ts';

/** 'abcd1234efgh' or 'abcd-1234-efgh ' -> 'ABCD-1234-EFGH'. */
export const normalizarCodigo = (raw: string): string => {
  const plain = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : raw.trim().toUpperCase();
};

/** What the route-or-scope line is on each kind: a trip's route, the containers, an annual's or a boat's scope. */
const ETIQUETA_TRAYECTO: Record<TipoVerificable, string> = {
  'viaje-especifico': 'verificacion.trayecto',
  carga: 'verificacion.trayecto',
  contenedores: 'verificacion.contenedores',
  anual: 'verificacion.alcance',
  embarcacion: 'verificacion.alcance',
};

function Dato({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Public verification of a certificate of any kind by its code (no login; the tenant comes from the
 * subdomain): each kind shows what it has (a trip's departure, a period, a sum insured).
 */
export function VerificacionPage() {
  const t = useT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const codigo = normalizarCodigo(useParams().codigo ?? '');
  const [input, setInput] = useState(codigo);
  const verificacion = useVerificacion(codigo);
  const formatoValido = CODIGO_VERIFICACION.test(codigo);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = normalizarCodigo(input);
    if (next) navigate(`/verificar/${encodeURIComponent(next)}`);
  };

  const noEncontrado = verificacion.isError && isApiError(verificacion.error) && verificacion.error.status === 404;
  const v = verificacion.data;

  return (
    <TarjetaPublica maw={640}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <TenantLogo tenant={tenant} height={40} />
          <Text size="xs" c="dimmed">
            {tenant.nombre}
          </Text>
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t('verificacion.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('verificacion.subtitle')}
          </Text>
        </Stack>

        {codigo ? (
          !formatoValido ? (
            <Alert color="orange" data-testid="verificacion-formato">
              {t('verificacion.formato')}
            </Alert>
          ) : verificacion.isPending ? (
            <Group gap="sm" data-testid="verificacion-loading">
              <Loader size="sm" />
              <Text size="sm">{t('verificacion.loading')}</Text>
            </Group>
          ) : noEncontrado ? (
            <Alert color="red" data-testid="verificacion-no-encontrado">
              {t('verificacion.noEncontrado')}
            </Alert>
          ) : verificacion.isError ? (
            <Alert color="red" data-testid="verificacion-error">
              {verificacion.error.message}
            </Alert>
          ) : v ? (
            <Alert
              color={v.valido ? 'green' : 'red'}
              variant="light"
              icon={<IconShieldCheck size={20} />}
              title={t(v.valido ? 'verificacion.valido' : 'verificacion.noValido')}
              data-testid="verificacion-resultado"
              data-valido={v.valido}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                <Dato label={t('verificacion.tipo')} testId="verificacion-tipo">
                  {t(`verificacion.tipos.${v.tipo}`)}
                </Dato>
                <Dato label={t('verificacion.nroCertificado')} testId="verificacion-nro">
                  {v.nroCertificado}
                </Dato>
                <Dato label={t('verificacion.estado')} testId="verificacion-estado">
                  {v.estado}
                </Dato>
                <Dato label={t('verificacion.fechaEmision')} testId="verificacion-fecha-emision">
                  {fechaHora(v.fechaEmision)}
                </Dato>
                {v.fechaSalida ? (
                  <Dato label={t('verificacion.fechaSalida')} testId="verificacion-fecha-salida">
                    {fecha(v.fechaSalida)}
                  </Dato>
                ) : null}
                {v.vigencia ? (
                  <Dato label={t('verificacion.vigencia')} testId="verificacion-vigencia">
                    {t('verificacion.vigenciaRango', { desde: fecha(v.vigencia.desde), hasta: fecha(v.vigencia.hasta) })}
                  </Dato>
                ) : null}
                <Dato label={t('verificacion.aseguradora')} testId="verificacion-aseguradora">
                  {v.aseguradora}
                </Dato>
                <Dato label={t('verificacion.cobertura')} testId="verificacion-cobertura">
                  {v.cobertura}
                </Dato>
                <Dato label={t('verificacion.tomador')} testId="verificacion-tomador">
                  {v.tomador}
                </Dato>
                <Dato label={t(ETIQUETA_TRAYECTO[v.tipo])} testId="verificacion-trayecto">
                  {v.trayecto}
                </Dato>
                <Dato label={t('verificacion.sumaAsegurada')} testId="verificacion-suma">
                  {v.sumaAsegurada ?? t('verificacion.noAplica')}
                </Dato>
              </SimpleGrid>
            </Alert>
          ) : null
        ) : null}

        <form onSubmit={onSubmit} data-testid="verificacion-form">
          <Group align="flex-end" gap="sm">
            <TextInput
              style={{ flex: 1 }}
              label={t('verificacion.otroCodigo')}
              placeholder="XXXX-XXXX-XXXX"
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              data-testid="verificacion-codigo"
            />
            <Button type="submit" data-testid="verificacion-submit">
              {t('verificacion.verificar')}
            </Button>
          </Group>
        </form>
      </Stack>
    </TarjetaPublica>
  );
}
