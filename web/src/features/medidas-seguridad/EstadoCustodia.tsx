import { Badge, Loader, Text } from '@mantine/core';
import { useCustodiaCertificado, type CertificadoCustodia } from '#web/components/custodia/api.ts';
import { useT } from '#web/lib/i18n.tsx';

/**
 * A listed certificate's custody: hired, quoted or none. Read per row of the page (at most a page of
 * reads, each the same query the modal uses, so opening it shows the hire at once).
 */
export function EstadoCustodia({ certificado }: { certificado: CertificadoCustodia }) {
  const t = useT();
  const custodia = useCustodiaCertificado(certificado);
  if (custodia.isPending) return <Loader size="xs" />;
  if (custodia.isError) return <Text c="dimmed">—</Text>;
  const { contratacion, cotizacion } = custodia.data;
  if (contratacion)
    return (
      <Badge color="green" data-testid="medidas-custodia">
        {t('custodia.estado.contratada')}
      </Badge>
    );
  return (
    <Badge color={cotizacion ? 'yellow' : 'gray'} variant="light" data-testid="medidas-custodia">
      {t(cotizacion ? 'medidasSeguridad.custodia.cotizada' : 'medidasSeguridad.custodia.ninguna')}
    </Badge>
  );
}
