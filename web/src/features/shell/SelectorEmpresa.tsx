import type { ReactNode } from 'react';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { Me } from '#shared/contract/schemas/me.ts';
import { useT } from '#web/lib/i18n.tsx';
import classes from './Shell.module.css';

/**
 * The header's company switch of a user with several companies. Loaded after the first paint (the
 * header shows the company meanwhile), so Mantine's Menu and floating-ui stay out of every first screen.
 */
export function SelectorEmpresa({
  me,
  actualId,
  etiqueta,
  onElegir,
}: {
  me: Me;
  actualId: number | undefined;
  etiqueta: ReactNode;
  onElegir: (id: number) => void;
}) {
  const t = useT();
  return (
    <Menu position="bottom-start" width={300} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.companyButton}
          data-testid="company-selector"
          // Named by what it shows (WCAG 2.5.3: voice users say what they see); what it does, as its hint.
          title={t('shell.header.changeCompany')}
        >
          {etiqueta}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.header.changeCompany')}</Menu.Label>
        {me.empresas.map((e) => (
          <Menu.Item
            key={e.empresa.id}
            onClick={() => onElegir(e.empresa.id)}
            data-testid={`company-option-${e.empresa.id}`}
            color={e.empresa.id === actualId ? 'brand' : undefined}
            rightSection={e.empresa.id === actualId ? '✓' : null}
          >
            <Text size="sm" fw={500}>
              {e.empresa.nombre}
            </Text>
            <Text size="xs" c="dimmed">
              {t(e.rol.nombre)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
