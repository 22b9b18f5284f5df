import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { SolicitudAprobacionAnual } from '#shared/contract/schemas/rating-anual.ts';
import { useT } from '#web/lib/i18n.tsx';

const CAMPOS = ['tipoMercaderia', 'transporte', 'logistica'] as const;
export const SIN_RESPUESTAS: SolicitudAprobacionAnual = { tipoMercaderia: '', transporte: '', logistica: '' };

/**
 * Spec 2 §2.6: 'Solicitar aprobación' asks three required answers before the quote goes to the insurer.
 * The caller keeps the answers, so Cancelar (to fill a missing tomador, say) loses none of them.
 */
export function AprobacionAnualModal({
  opened,
  valores,
  onChange,
  onClose,
  onEnviar,
  enviando,
}: {
  opened: boolean;
  valores: SolicitudAprobacionAnual;
  onChange: (s: SolicitudAprobacionAnual) => void;
  onClose: () => void;
  onEnviar: (s: SolicitudAprobacionAnual) => void;
  enviando: boolean;
}) {
  const t = useT();
  const [enviado, setEnviado] = useState(false);
  const faltan = CAMPOS.filter((c) => !valores[c].trim());
  return (
    <Modal opened={opened} onClose={onClose} title={t('cotizadorAnual.solicitarAprobacion')} size="lg">
      <Stack>
        {CAMPOS.map((c) => (
          <Textarea
            key={c}
            label={t(`cotizadorAnual.pregunta.${c}`)}
            required
            autosize
            minRows={2}
            maxLength={2000}
            value={valores[c]}
            onChange={(e) => onChange({ ...valores, [c]: e.currentTarget.value })}
            error={enviado && faltan.includes(c) ? t('cotizadorAnual.requerido') : undefined}
            data-testid={`anual-aprobacion-${c}`}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="anual-aprobacion-cancelar">
            {t('cotizadorAnual.cancelar')}
          </Button>
          <Button
            loading={enviando}
            onClick={() => {
              setEnviado(true);
              if (!faltan.length) onEnviar(valores);
            }}
            data-testid="anual-aprobacion-enviar"
          >
            {t('cotizadorAnual.enviar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
