import { lazy, Suspense, useState } from 'react';
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
  // Saved: the success view stands alone, as its own page.
  const [guardada, setGuardada] = useState(false);
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
  // The heading stays one element while the wizard arrives (a keyboard user's focus on its buttons too).
  return (
    <Stack gap="lg">
      {guardada ? null : cabecera}
      {pintada ? (
        <Suspense fallback={<Loader />}>
          <AsistenteAnual onGuardada={() => setGuardada(true)} />
        </Suspense>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
