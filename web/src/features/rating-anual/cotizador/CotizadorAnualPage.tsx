import { lazy, Suspense } from 'react';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimeraPantallaPintada } from '#web/lib/primera-pantalla.ts';
import { LISTA_PATH } from '../paths.ts';
import { MigasAnual } from '../MigasAnual.tsx';

const AsistenteAnual = lazy(async () => ({ default: (await import('./AsistenteAnual.tsx')).AsistenteAnual }));

/**
 * The annual quoter's page (spec 2 §2.6): its heading draws with the route; the wizard, ≈ 63 KB gzip of
 * forms, selects and number fields, and the insurer's parameters it asks for download once that heading
 * has painted (record 0185, session 48), with a loader in its place meanwhile.
 */
export function CotizadorAnualPage() {
  const t = useT();
  const navigate = useNavigate();
  const pintada = usePrimeraPantallaPintada();
  const cabecera = (
    <>
      <MigasAnual pantalla="cotizador" />
      {/* Spec 2 §2.6: a back button labelled new, and the way to the list. */}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection="←"
          onClick={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(LISTA_PATH))}
          data-testid="anual-volver"
        >
          {t('ratingAnual.add')}
        </Button>
        <Button variant="default" component={Link} to={LISTA_PATH} data-testid="anual-ir-lista">
          {t('cotizadorAnual.exito.irLista')}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {t('cotizadorAnual.titulo')}
      </Title>
    </>
  );
  const esperando = (
    <Stack gap="lg">
      {cabecera}
      <Loader />
    </Stack>
  );
  if (!pintada) return esperando;
  return (
    <Suspense fallback={esperando}>
      <AsistenteAnual cabecera={cabecera} />
    </Suspense>
  );
}
