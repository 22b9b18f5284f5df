import { Button, Group } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** The button that ends each of the first four tabs and goes on to the next one (spec 1 §2.4). */
export function BotonSiguiente({ onClick, testId }: { onClick: () => void; testId: string }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="light" onClick={onClick} data-testid={testId}>
        {t('clientes.siguiente')}
      </Button>
    </Group>
  );
}
