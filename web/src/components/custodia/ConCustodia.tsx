import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import type { CustodiaDeCertificado } from '#shared/contract/schemas/custodia.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCustodiaCertificado, type CertificadoCustodia } from './api.ts';

/**
 * The certificate's custody read from the server, then `children` with it: a skeleton meanwhile, the
 * error with a retry when the first read fails. The card and the modal decide from it whether a hire exists.
 */
export function ConCustodia({
  certificado,
  children,
}: {
  certificado: CertificadoCustodia;
  children: (custodia: CustodiaDeCertificado) => ReactNode;
}) {
  const t = useT();
  const custodia = useCustodiaCertificado(certificado);
  // A failed refetch keeps what was read: an open modal's form is not torn down by it.
  if (custodia.data) return children(custodia.data);
  if (custodia.isError)
    return (
      <Alert color="red" data-testid="custodia-card-error">
        <Group justify="space-between">
          <Text size="sm">{custodia.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void custodia.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return <Skeleton height={60} data-testid="custodia-leyendo" />;
}
