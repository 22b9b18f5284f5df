import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Modal, Tabs } from '@mantine/core';
import * as z from 'zod/mini';
import { nombreLocalizado, type ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { erroresPorCampo, type Errores } from '../lib/errores.ts';

/** A tab of a tariff form: its content and which error paths belong to it (the count on the tab). */
export interface PestanaDeTarifa {
  valor: string;
  etiqueta: string;
  es: (ruta: string) => boolean;
  contenido: ReactNode;
}

/** The errors of a draft under the schema the server applies on save, by field path, in Spanish. */
export const useErroresDeEsquema = <T,>(
  esquema: z.ZodMiniType<T>,
  borrador: T,
  filtro: (ruta: string) => boolean = () => true,
) => {
  const t = useT();
  return useMemo((): Errores => {
    const r = z.safeParse(esquema, borrador);
    const todos = r.success ? {} : erroresPorCampo(r.error.issues, t);
    return Object.fromEntries(Object.entries(todos).filter(([ruta]) => filtro(ruta)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is a fixed rule of the form
  }, [esquema, borrador, t]);
};

/**
 * The shell of a coverage's tariff form: tabs with their error counts, the errors' summary once
 * 'Aplicar' was tried, and 'Aplicar' only when nothing is wrong. Without `onAplicar` it is read-only:
 * the same tabs, and only a close button.
 */
export function ModalDeTarifa({
  cobertura,
  size,
  prefijo,
  pestanas,
  errores,
  onAplicar,
  onClose,
}: {
  /** Whose tariff it is: the title names it in the tenant's language. */
  cobertura: ConNombres;
  size: string;
  /** Test ids: `{prefijo}-form`, `{prefijo}-tab-{valor}`, `{prefijo}-errores`, `{prefijo}-aplicar`. */
  prefijo: string;
  pestanas: readonly PestanaDeTarifa[];
  errores: Errores;
  onAplicar?: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [intentado, setIntentado] = useState(false);
  const cantidad = Object.keys(errores).length;
  const aplicar = () => {
    setIntentado(true);
    if (cantidad > 0 || !onAplicar) return;
    onAplicar();
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size={size}
      title={t('maestros.tarifaDe', { nombre: nombreLocalizado(cobertura, locale) })}
      data-testid={`${prefijo}-form`}
    >
      <Tabs defaultValue={pestanas[0]?.valor} keepMounted={false}>
        <Tabs.List mb="md">
          {pestanas.map(({ valor, etiqueta, es }) => {
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
                data-testid={`${prefijo}-tab-${valor}`}
              >
                {etiqueta}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {pestanas.map(({ valor, contenido }) => (
          <Tabs.Panel key={valor} value={valor}>
            {contenido}
          </Tabs.Panel>
        ))}
      </Tabs>
      {intentado && cantidad > 0 ? (
        <Alert color="red" mt="md" data-testid={`${prefijo}-errores`}>
          {t('maestros.cobertura.hayErrores', { n: cantidad })}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t(onAplicar ? 'maestros.cancelar' : 'maestros.cerrar')}
        </Button>
        {onAplicar ? (
          <Button onClick={aplicar} data-testid={`${prefijo}-aplicar`}>
            {t('maestros.aplicar')}
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
