import { useState } from 'react';
import { Button, Card, Group, TextInput } from '@mantine/core';
import type { CertificadoAnual } from '#shared/contract/schemas/rating-anual.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useReferenciaAnual } from '../api.ts';

/**
 * The internal reference number (spec 2 §2.6 detail): the producer's to change while the quote is not
 * issued; an issued certificate keeps the one it was printed with.
 */
export function ReferenciaAnual({ c, permisos }: { c: CertificadoAnual; permisos: readonly string[] }) {
  const t = useT();
  const guardar = useReferenciaAnual();
  const [valor, setValor] = useState(c.nroReferenciaInterna ?? '');
  const editable = permisos.includes('ratingAnual.cotizar') && c.estado.id !== ESTADOS.emitido.id;
  const cambiado = valor.trim() !== (c.nroReferenciaInterna ?? '');
  const error = guardar.error && isApiError(guardar.error) ? guardar.error.errors[0]?.message : undefined;
  return (
    <Card withBorder radius="lg" padding="md">
      <Group align="flex-end">
        <TextInput
          w={320}
          label={t('ratingAnual.detalle.referencia')}
          value={valor}
          maxLength={100}
          readOnly={!editable}
          onChange={(e) => setValor(e.currentTarget.value)}
          error={error}
          data-testid="anual-referencia"
        />
        {editable && cambiado ? (
          <Button
            variant="light"
            loading={guardar.isPending}
            onClick={() =>
              guardar.mutate(
                { id: c.id, nroReferenciaInterna: valor.trim() || null },
                {
                  onSuccess: () => toastSuccess(t('ratingAnual.referenciaGuardada')),
                  onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
                },
              )
            }
            data-testid="anual-referencia-guardar"
          >
            {t('ratingAnual.guardarReferencia')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
