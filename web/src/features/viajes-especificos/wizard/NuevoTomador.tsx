import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { ParteCreateModal } from '#web/components/ParteCreateModal.tsx';
import { useT } from '#web/lib/i18n.tsx';

/**
 * 'Nuevo tomador' under the quote's policyholder: a broker quoting for a new client creates it here,
 * with the same operation and validation as Beneficiarios, for the quote's producer, and it becomes
 * the policyholder.
 */
export function NuevoTomador({
  productorId,
  disabled,
  onCreated,
}: {
  productorId: number | null;
  disabled: boolean;
  onCreated: (tomador: Cliente) => void;
}) {
  const t = useT();
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        disabled={disabled || productorId === null}
        onClick={() => setAbierto(true)}
        data-testid="nuevo-tomador"
      >
        + {t('cotizador.nuevoTomador')}
      </Button>
      <ParteCreateModal
        tipo="tomador"
        opened={abierto}
        onClose={() => setAbierto(false)}
        onCreated={onCreated}
        productorId={productorId ?? undefined}
      />
    </>
  );
}
