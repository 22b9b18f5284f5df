import type { ReactNode } from 'react';
import type { PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { PrecioCertificadoCard, type FilaPrecio } from '#web/components/PrecioCertificadoCard.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

/**
 * The server's price of a cargo certificate: sum insured, premium, markup and final price as far as
 * the caller may read them (the answer lacks the rest), and the trace.
 */
export function PrecioCargaCard({ precio, children }: { precio: PrecioCarga; children?: ReactNode }) {
  const t = useT();
  const filas: FilaPrecio[] = [];
  if (precio.prima !== undefined)
    filas.push({ label: t('certCarga.col.prima'), monto: precio.prima, testId: 'cert-precio-prima' });
  if (precio.markup)
    filas.push({
      label: `${t('certCarga.col.markup')} (${formatNumber(precio.markup.porcentaje)} %)`,
      monto: precio.markup.monto,
      testId: 'cert-precio-markup',
    });
  if (precio.precioFinal !== undefined)
    filas.push({ label: t('certCarga.col.precioFinal'), monto: precio.precioFinal, testId: 'cert-precio-final', fuerte: true });
  return (
    <PrecioCertificadoCard
      simbolo={precio.moneda.simbolo}
      siempre={[{ label: t('vePolizas.col.sumaAsegurada'), monto: precio.sumaAsegurada, testId: 'cert-precio-suma' }]}
      filas={filas}
      validaciones={precio.validaciones}
      calculo={precio.calculo}
    >
      {children}
    </PrecioCertificadoCard>
  );
}
