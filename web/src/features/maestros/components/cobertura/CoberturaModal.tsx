import { useMemo, useState, type ComponentType } from 'react';
import { Alert, Badge, Button, Group, Modal, Tabs } from '@mantine/core';
import * as z from 'zod/mini';
import { coberturaSchema, type Cobertura } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { erroresPorCampo, type Errores } from '../../lib/errores.ts';
import { useOpciones, type ParteProps } from './comun.tsx';
import { CondicionesTab } from './CondicionesTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { MedidasEditor } from './MedidasEditor.tsx';
import { ReglasEditor } from './ReglasEditor.tsx';

/** The tabs of the form, and which error paths belong to each (for the count on the tab). */
const PESTANAS: { valor: string; Parte: ComponentType<ParteProps>; es: (ruta: string) => boolean }[] = [
  { valor: 'general', Parte: GeneralTab, es: (r) => !r.startsWith('configuracion') && !r.startsWith('medidasSeguridad') },
  { valor: 'medidas', Parte: MedidasEditor, es: (r) => r.startsWith('medidasSeguridad') },
  {
    valor: 'condiciones',
    Parte: CondicionesTab,
    es: (r) => r.startsWith('configuracion') && !r.startsWith('configuracion.reglas'),
  },
  { valor: 'reglas', Parte: ReglasEditor, es: (r) => r.startsWith('configuracion.reglas') },
];

interface Props {
  cobertura: Cobertura;
  /** Absent when read-only: the form shows, disabled, and only closes. */
  onAplicar?: (c: Cobertura) => void;
  onClose: () => void;
}

/**
 * Everything of a coverage the table row does not edit: currencies and fees, summaries, deductibles,
 * security measures, what it accepts, its limits and its pricing rules. It validates with the same
 * schema the server applies on save, so 'Aplicar' only hands over a coverage the server accepts.
 */
export function CoberturaModal({ cobertura, onAplicar, onClose }: Props) {
  const t = useT();
  const opciones = useOpciones();
  const [borrador, setBorrador] = useState(cobertura);
  const [intentado, setIntentado] = useState(false);
  const soloLectura = !onAplicar;
  const errores: Errores = useMemo(() => {
    const r = z.safeParse(coberturaSchema, borrador);
    return r.success ? {} : erroresPorCampo(r.error.issues, t);
  }, [borrador, t]);
  const cantidad = Object.keys(errores).length;

  const aplicar = () => {
    setIntentado(true);
    if (cantidad > 0 || !onAplicar) return;
    onAplicar(borrador);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="90rem"
      title={t('maestros.tarifaDe', { nombre: cobertura.nombre })}
      data-testid="cobertura-form"
    >
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List mb="md">
          {PESTANAS.map(({ valor, es }) => {
            const n = Object.keys(errores).filter(es).length;
            return (
              <Tabs.Tab
                key={valor}
                value={valor}
                rightSection={
                  n ? (
                    <Badge color="red" size="xs" circle>
                      {n}
                    </Badge>
                  ) : null
                }
                data-testid={`cobertura-tab-${valor}`}
              >
                {t(`maestros.cobertura.tab.${valor}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {PESTANAS.map(({ valor, Parte }) => (
          <Tabs.Panel key={valor} value={valor}>
            <Parte cobertura={borrador} cambiar={setBorrador} errores={errores} opciones={opciones} soloLectura={soloLectura} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {intentado && cantidad > 0 ? (
        <Alert color="red" mt="md" data-testid="cobertura-errores">
          {t('maestros.cobertura.hayErrores', { n: cantidad })}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t(soloLectura ? 'maestros.cerrar' : 'maestros.cancelar')}
        </Button>
        {soloLectura ? null : (
          <Button onClick={aplicar} data-testid="cobertura-aplicar">
            {t('maestros.aplicar')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
