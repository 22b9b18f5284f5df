import { useCallback, useState } from 'react';
import { Alert, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '#web/lib/i18n.tsx';
import type { CertificadoCustodia } from './api.ts';
import { ConCustodia } from './ConCustodia.tsx';
import classes from './Pasos.module.css';
import { PasoContratar } from './PasoContratar.tsx';
import { PasoCotizar } from './PasoCotizar.tsx';
import type { CotizacionObtenida } from './ResultadoCotizacion.tsx';
import { ResumenContratacion } from './ResumenContratacion.tsx';

export interface MedidasSeguridadModalProps {
  /** The certificate the custody is for; null keeps the modal closed. */
  certificado: CertificadoCustodia | null;
  onClose: () => void;
  /** Spec 2 §4.3's 'hired' event: the provider accepted the hire (the modal closes itself). */
  onContratada?: () => void;
}

function Pasos({ certificado, onContratada }: { certificado: CertificadoCustodia; onContratada: () => void }) {
  const t = useT();
  const vertical = useMediaQuery('(max-width: 36em)') ?? false;
  const [paso, setPaso] = useState(0);
  const [cotizacion, setCotizacion] = useState<CotizacionObtenida | null>(null);
  const onCotizada = useCallback((c: CotizacionObtenida | null) => setCotizacion(c), []);
  const animacion = vertical ? classes.vertical : classes.horizontal;
  return (
    <Stepper
      active={paso}
      orientation={vertical ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      onStepClick={setPaso}
      size="sm"
      data-testid="custodia-stepper"
      data-paso={paso}
    >
      <Stepper.Step label={t('custodia.paso.cotizar')}>
        <div className={animacion}>
          <PasoCotizar certificado={certificado} cotizacion={cotizacion} onCotizada={onCotizada} onSolicitar={() => setPaso(1)} />
        </div>
      </Stepper.Step>
      <Stepper.Step label={t('custodia.paso.contratar')}>
        {cotizacion ? (
          <div className={animacion}>
            <PasoContratar
              certificado={certificado}
              cotizacion={cotizacion}
              onVolver={() => setPaso(0)}
              onContratada={onContratada}
            />
          </div>
        ) : null}
      </Stepper.Step>
    </Stepper>
  );
}

/**
 * 'Medidas de Seguridad' (spec 2 §2.4, §4.3): a large modal with the stepper 'Cotizar' then
 * 'Contratar' for one issued certificate. Every opening starts over (the steps mount with the modal
 * and are keyed by the certificate); Solicitar takes the quote to the hire; a hire closes it. A
 * certificate whose custody is hired opens on that hire, read only: a hire is final.
 */
export function MedidasSeguridadModal({ certificado, onClose, onContratada }: MedidasSeguridadModalProps) {
  const t = useT();
  return (
    <Modal
      opened={certificado !== null}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('custodia.cerrar') }}
      title={
        <div>
          <Text fw={700} size="lg">
            {t('custodia.titulo')}
          </Text>
          {certificado ? (
            <Text size="sm" c="dimmed" data-testid="custodia-certificado">
              {t('custodia.certificado', { numero: certificado.numero })}
            </Text>
          ) : null}
        </div>
      }
      data-testid="custodia-modal"
    >
      {certificado ? (
        <ConCustodia certificado={certificado}>
          {({ contratacion, cotizacion }) =>
            contratacion ? (
              <Stack gap="sm">
                <Alert color="green" variant="light" data-testid="custodia-ya-contratada">
                  {t('custodia.yaContratada')}
                </Alert>
                <ResumenContratacion contratacion={contratacion} cotizacion={cotizacion} />
              </Stack>
            ) : (
              <Pasos
                key={`${certificado.ramo}-${certificado.id}`}
                certificado={certificado}
                onContratada={() => {
                  onContratada?.();
                  onClose();
                }}
              />
            )
          }
        </ConCustodia>
      ) : null}
    </Modal>
  );
}
