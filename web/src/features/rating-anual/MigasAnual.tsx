import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { LISTA_PATH } from './paths.ts';

/** Spec 2 §2.6 breadcrumb: Seguros › Rating anual › the screen (Cotizador or Detalle). */
export function MigasAnual({ pantalla }: { pantalla: 'cotizador' | 'detalle' }) {
  const t = useT();
  return (
    <Breadcrumbs separator="›" separatorMargin={6} data-testid="anual-migas">
      <Text size="sm" c="dimmed">
        {t('cotizador.breadcrumb.seguros')}
      </Text>
      <Anchor component={Link} to={LISTA_PATH} size="sm" c="dimmed">
        {t('ratingAnual.title')}
      </Anchor>
      <Text size="sm" fw={600}>
        {t(`ratingAnual.migas.${pantalla}`)}
      </Text>
    </Breadcrumbs>
  );
}
