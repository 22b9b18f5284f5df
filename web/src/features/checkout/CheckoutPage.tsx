import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useSearchParams } from 'react-router-dom';
import { vencida } from '#shared/checkout/intencion.ts';
import { ID_COTIZACION_EMBARCACION, type CheckoutVista } from '#shared/contract/schemas/checkout.ts';
import { hora } from '#shared/text/fecha.ts';
import { CodigoVerificacion } from '#web/components/CodigoVerificacion.tsx';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { TarjetaPublica } from '#web/components/TarjetaPublica.tsx';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { formatMoney, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { toastError } from '#web/lib/toast.ts';
import { descargar, useCheckout, usePagar } from './api.ts';

/** The open intention: the QR the payer scans, the wallet's page, and how long it lasts. */
function Intencion({ v, onRenovar, renovando }: { v: CheckoutVista; onRenovar: () => void; renovando: boolean }) {
  const t = useT();
  const i = v.intencion!;
  if (vencida(i, new Date()))
    return (
      <Alert color="yellow" title={t('checkout.vencida')} data-testid="checkout-vencida">
        <Button mt="sm" loading={renovando} onClick={onRenovar} data-testid="checkout-renovar">
          {t('checkout.renovar')}
        </Button>
      </Alert>
    );
  return (
    <Stack align="center" gap="xs" data-testid="checkout-intencion">
      <Text size="sm">{t('checkout.escanear')}</Text>
      <QRCodeSVG value={i.qr} size={200} marginSize={2} data-testid="checkout-qr" />
      <Anchor href={i.urlPago} target="_blank" rel="noopener" data-testid="checkout-billetera">
        {t('checkout.abrirBilletera')}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('checkout.expira', { hora: hora(i.expira) })}
      </Text>
      <Loader size="sm" type="dots" />
    </Stack>
  );
}

/**
 * The boat-insurance checkout (spec 3 §2.8, §4.5) at /checkout?total=&nombre=&moneda=&id=: the link's
 * id names the quote and the server's values are shown (an edited total changes nothing). 'Pagar'
 * asks the server for the wallet's intention; the page follows it, with the amount in sight, until
 * the wallet confirms the payment, then thanks and offers the policy. A payment the wallet rejected
 * is said so beside 'Pagar', to try again.
 */
export function CheckoutPage() {
  const t = useT();
  const tenant = useTenant();
  const id = useSearchParams()[0].get('id') ?? '';
  const valido = ID_COTIZACION_EMBARCACION.test(id);
  const checkout = useCheckout(valido ? id : '');
  const pagar = usePagar(id);
  const v = checkout.data;
  const onPagar = () =>
    pagar.mutate(undefined, {
      onError: (e) => toastError(isApiError(e) ? e.message : String(e), t('checkout.errorPago')),
    });

  let contenido;
  if (!valido || (checkout.isError && isApiError(checkout.error) && checkout.error.status === 404))
    contenido = <Alert color="red" title={t('checkout.noExiste')} data-testid="checkout-no-existe" />;
  else if (checkout.isError)
    contenido = (
      <Alert color="red" title={t('checkout.error')}>
        {checkout.error.message}
      </Alert>
    );
  else if (!v) contenido = <Loader />;
  else if (v.estado === 'pagada')
    contenido = (
      <Stack gap="md" data-testid="checkout-pagada">
        <Title order={1} size="h2">
          {t('checkout.gracias')}
        </Title>
        <Text>{t('checkout.copiaPorCorreo', { poliza: v.poliza?.numero ?? '' })}</Text>
        {v.poliza?.codigoVerificacion ? <CodigoVerificacion codigo={v.poliza.codigoVerificacion} numero={null} /> : null}
        <EnlaceDescarga pedirUrl={descargar(v.id, 'poliza')} variante="boton" testId="checkout-poliza">
          {t('checkout.descargarPoliza')}
        </EnlaceDescarga>
      </Stack>
    );
  else
    contenido = (
      <Stack gap="md" data-testid="checkout-pendiente">
        <Title order={1} size="h2">
          {t('checkout.casi')}
        </Title>
        <Text size="lg" fw={600} data-testid="checkout-nombre">
          {v.nombre}
        </Text>
        <EnlaceDescarga pedirUrl={descargar(v.id, 'cotizacion')} variante="boton" testId="checkout-cotizacion">
          {t('checkout.revisarCobertura')}
        </EnlaceDescarga>
        {v.intencion ? (
          <>
            {/* While the QR shows, the amount the wallet will charge stays in sight. */}
            <Text size="lg" ta="center" data-testid="checkout-total">
              {t('checkout.total', { total: formatMoney(v.total, v.moneda.simbolo) })}
            </Text>
            <Intencion v={v} onRenovar={onPagar} renovando={pagar.isPending} />
          </>
        ) : (
          <>
            {v.pagoRechazado ? (
              <Alert color="red" title={t('checkout.rechazado')} role="alert" data-testid="checkout-rechazado">
                {t('checkout.rechazado.detalle')}
              </Alert>
            ) : null}
            <Button size="lg" onClick={onPagar} disabled={pagar.isPending} data-testid="checkout-pagar">
              {pagar.isPending
                ? t('checkout.cargando')
                : t('checkout.pagar', { moneda: v.moneda.simbolo, total: formatNumber(v.total) })}
            </Button>
          </>
        )}
      </Stack>
    );

  return (
    <TarjetaPublica maw={520}>
      <Stack gap="lg">
        <TenantLogo tenant={tenant} />
        {contenido}
      </Stack>
    </TarjetaPublica>
  );
}
