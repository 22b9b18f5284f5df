import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { local } from '#web/lib/storage.ts';

/** Local-storage key of the welcome pop-up flag (spec 3 §1 and §9: 'the help pop-up flag'). */
export const BIENVENIDA_KEY = 'viajes-especificos-bienvenida-no-mostrar';

export const bienvenidaOculta = (): boolean => local.get(BIENVENIDA_KEY) === 'true';

/**
 * Spec 3 §1: explains the specific-trip product; opens on load unless the local flag is true. 'No
 * volver a mostrar' is checked by default and its value is stored when the user continues.
 */
export function BienvenidaModal() {
  const t = useT();
  const [opened, setOpened] = useState(() => !bienvenidaOculta());
  const [noMostrar, setNoMostrar] = useState(true);
  const continuar = () => {
    local.set(BIENVENIDA_KEY, noMostrar ? 'true' : 'false');
    setOpened(false);
  };
  return (
    <Modal opened={opened} onClose={continuar} title={t('cotizador.bienvenida.titulo')} size="lg" centered>
      <Stack data-testid="bienvenida-modal">
        <Text>{t('cotizador.bienvenida.intro')}</Text>
        <List spacing={4}>
          <List.Item>{t('cotizador.bienvenida.paso1')}</List.Item>
          <List.Item>{t('cotizador.bienvenida.paso2')}</List.Item>
          <List.Item>{t('cotizador.bienvenida.paso3')}</List.Item>
          <List.Item>{t('cotizador.bienvenida.paso4')}</List.Item>
        </List>
        <Group justify="space-between">
          <Checkbox
            checked={noMostrar}
            onChange={(e) => setNoMostrar(e.currentTarget.checked)}
            label={t('cotizador.bienvenida.noMostrar')}
            data-testid="bienvenida-no-mostrar"
          />
          <Button onClick={continuar} data-testid="bienvenida-continuar">
            {t('cotizador.bienvenida.continuar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
