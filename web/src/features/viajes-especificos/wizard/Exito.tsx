import { Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { descargarDocumento, useCertificado } from '../api.ts';
import { DocumentosGenerandose } from '../components/DocumentosGenerandose.tsx';
import { ResumenViajeCard, type ResumenViaje } from '../components/ResumenViajeCard.tsx';
import { Confetti } from '#web/components/Confetti.tsx';

export const LISTA_PATH = '/seguros/viajes-especificos/polizas';

/** The success page after the issue request (spec 3 §2.2). */
export function Exito({
  id,
  nroCertificado,
  urlConstancia,
  resumen,
  embebido,
}: {
  id: number;
  nroCertificado: string | null;
  urlConstancia: string | null;
  resumen: ResumenViaje;
  embebido: boolean;
}) {
  const t = useT();
  // The proof is rendered right after the issue: the certificate says when it exists; its link is asked for on click.
  const certificado = useCertificado(urlConstancia ? undefined : id);
  const constancia = urlConstancia ?? certificado.data?.urlConstancia ?? null;
  return (
    <>
      <Confetti />
      <Grid data-testid="emision-exito">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={64} radius="xl" color="green">
                <Text fz={32} c="white" lh={1}>
                  ✓
                </Text>
              </ThemeIcon>
              <Title order={2}>{t('cotizador.exito.titulo')}</Title>
              <Text fw={600} data-testid="exito-nro-cotizacion">
                {t('cotizador.exito.nroCotizacion', { id })}
              </Text>
              {nroCertificado && <Text c="dimmed">{t('cotizador.exito.nroCertificado', { nro: nroCertificado })}</Text>}
              <Text>{t('cotizador.exito.listo')}</Text>
              <Text size="sm" c="dimmed">
                {t('cotizador.exito.48horas')}
              </Text>
              {constancia ? (
                <EnlaceDescarga pedirUrl={descargarDocumento(id, 'constancia')} testId="exito-constancia">
                  {t('cotizador.exito.descargarConstancia')}
                </EnlaceDescarga>
              ) : (
                certificado.data?.documentosPendientes !== false && <DocumentosGenerandose />
              )}
              <Group mt="md">
                {!embebido && (
                  <Button variant="default" component={Link} to={LISTA_PATH} data-testid="exito-ir-lista">
                    {t('cotizador.exito.irLista')}
                  </Button>
                )}
                <Button component={Link} to={`${LISTA_PATH}/${id}`} data-testid="exito-ir-detalle">
                  {t('cotizador.exito.irDetalle')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ResumenViajeCard resumen={resumen} />
        </Grid.Col>
      </Grid>
    </>
  );
}
