import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { compararPagos, MOTIVO_MAX, type DecisionFaltante } from '#shared/declaraciones/liquidacion.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useConfirmarPago } from '../api.ts';

/**
 * 'Confirmar pago' (issue 27 item 2): a dialog with the invoice, what the proofs add up to and what
 * is missing. A shortfall asks for a decision (write off with a reason, or keep the balance open);
 * the server checks the same rule on the amounts shown.
 */
export function ConfirmarPago({ d }: { d: Declaracion }) {
  const t = useT();
  const [abierto, setAbierto] = useState(false);
  const [decision, setDecision] = useState<DecisionFaltante['decision'] | null>(null);
  const [motivo, setMotivo] = useState('');
  const pagar = useConfirmarPago();
  const c = compararPagos(d.factura?.importe ?? 0, d.pagos);
  const dinero = (n: number) => formatMoney(n, d.moneda.simbolo);
  const falta = c.faltante > 0;
  const faltante: DecisionFaltante | undefined = !falta
    ? undefined
    : decision === 'condonar'
      ? { decision, pagado: c.pagado, motivo: motivo.trim() }
      : decision === 'mantenerSaldo'
        ? { decision, pagado: c.pagado }
        : undefined;
  const listo = !falta || (faltante !== undefined && (faltante.decision !== 'condonar' || faltante.motivo.length > 0));
  const cerrar = () => {
    setAbierto(false);
    setDecision(null);
    setMotivo('');
  };
  return (
    <>
      <Button size="xs" color="green" onClick={() => setAbierto(true)} data-testid="pago-confirmar-total">
        {t('declaraciones.confirmarPago')}
      </Button>
      <Modal opened={abierto} onClose={cerrar} title={t('declaraciones.pago.confirmarTitulo')} centered>
        <Stack>
          <Text size="sm" data-testid="pago-confirmar-importes">
            {t('declaraciones.pago.importes', { factura: dinero(c.factura), pagado: dinero(c.pagado) })}
          </Text>
          {falta ? (
            <>
              <Alert color="orange" variant="light" data-testid="pago-faltante">
                {t('declaraciones.pago.faltante', { faltante: dinero(c.faltante) })}
              </Alert>
              <Radio.Group
                value={decision}
                onChange={(v) => setDecision(v as DecisionFaltante['decision'])}
                label={t('declaraciones.pago.decision')}
                withAsterisk
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="condonar"
                    label={t('declaraciones.pago.condonar', { faltante: dinero(c.faltante) })}
                    data-testid="pago-decision-condonar"
                  />
                  <Radio
                    value="mantenerSaldo"
                    label={t('declaraciones.pago.mantenerSaldo', { faltante: dinero(c.faltante) })}
                    data-testid="pago-decision-saldo"
                  />
                </Stack>
              </Radio.Group>
              {decision === 'condonar' ? (
                <Textarea
                  label={t('declaraciones.pago.motivo')}
                  withAsterisk
                  autosize
                  minRows={2}
                  maxLength={MOTIVO_MAX}
                  value={motivo}
                  onChange={(e) => setMotivo(e.currentTarget.value)}
                  data-testid="pago-motivo"
                />
              ) : null}
            </>
          ) : (
            <Text size="sm">{t('declaraciones.pago.cubre')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cerrar}>
              {t('declaraciones.cancelar')}
            </Button>
            <Button
              color="green"
              disabled={!listo}
              loading={pagar.isPending}
              data-testid="pago-confirmar-dialogo"
              onClick={() =>
                pagar.mutate(
                  { id: d.id, ...(faltante ? { faltante } : {}) },
                  {
                    onSuccess: (r) => {
                      toastSuccess(t(r.pagada ? 'declaraciones.pagoConfirmado' : 'declaraciones.pago.saldoAbierto'));
                      cerrar();
                    },
                    onError: (e) => toastError(e.message),
                  },
                )
              }
            >
              {t('declaraciones.pago.confirmar')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
