import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { useCreatePoliza, usePoliza, useUpdatePoliza } from '../api.ts';
import { AnularPolizaModal } from '../components/AnularPolizaModal.tsx';
import { EstadoPolizaBadge } from '../components/EstadoPolizaBadge.tsx';
import { HistorialPoliza } from '../components/HistorialPoliza.tsx';
import { PolizaForm } from '../components/PolizaForm.tsx';
import { cuerpoAlta } from '../lib/formulario.ts';

const LISTA = '/polizas';

/**
 * /polizas/nueva creates a policy; /polizas/:id edits one (with its annulment and its audit trail). The
 * shell's trail reads Transporte flotante › Pólizas › Nueva póliza / Editar póliza.
 */
export function PolizaEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const puedeEditar = useLayoutContext().empresa?.permisos.includes('polizas.editar') ?? false;
  const poliza = usePoliza(id);
  const create = useCreatePoliza();
  const update = useUpdatePoliza();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [anulando, setAnulando] = useState(false);

  const titulo = id === undefined ? t('polizas.nueva') : t('polizas.editar', { numero: poliza.data?.numero ?? '' });
  const cabecera = (
    <Group justify="space-between" align="center">
      <Group gap="sm">
        <Title order={1} size="h2">
          {titulo}
        </Title>
        {poliza.data ? <EstadoPolizaBadge estado={poliza.data.estado} /> : null}
      </Group>
      {poliza.data && puedeEditar && poliza.data.estado !== 'anulada' ? (
        <Button color="red" variant="light" onClick={() => setAnulando(true)} data-testid="poliza-anular">
          {t('polizas.anular.boton')}
        </Button>
      ) : null}
    </Group>
  );

  if (id !== undefined && (poliza.isPending || poliza.isError)) {
    return (
      <Stack gap="lg">
        {cabecera}
        {poliza.isError ? (
          <Alert color="red" title={t('polizas.errorDetalle')} data-testid="poliza-load-error">
            {poliza.error.message}
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {cabecera}
      {poliza.data?.estado === 'anulada' ? (
        <Alert color="red" variant="light" data-testid="poliza-anulada">
          {t('polizas.anuladaAviso')}
        </Alert>
      ) : null}
      <PolizaForm
        key={poliza.data?.version ?? 0}
        poliza={poliza.data}
        soloLectura={!puedeEditar || poliza.data?.estado === 'anulada'}
        onCancelar={() => void navigate(LISTA)}
        onGuardar={async (body) => {
          if (id === undefined) {
            const creada = await create.mutateAsync({ body: cuerpoAlta(body), idempotencyKey });
            toastSuccess(t('polizas.toast.creada', { numero: creada.numero }));
            return creada;
          }
          const editada = await update.mutateAsync({ id, body });
          toastSuccess(t('polizas.toast.guardada', { numero: editada.numero }));
          return editada;
        }}
        onGuardada={(p) => {
          if (id === undefined) void navigate(`${LISTA}/${p.id}`, { replace: true });
        }}
      />
      {poliza.data ? <HistorialPoliza historial={poliza.data.historial} /> : null}
      <AnularPolizaModal poliza={anulando ? poliza.data : undefined} onClose={() => setAnulando(false)} />
    </Stack>
  );
}
