import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** Where a route the user's permissions do not open lands (spec 3 §2.1: routes match only with the permission). */
export function ForbiddenPage() {
  const t = useT();
  return (
    <ErrorPage
      code="403"
      title={t('errors.forbidden.title')}
      body={t('errors.forbidden.body')}
      actions={
        <Group>
          <Button component={Link} to="/dashboard" data-testid="forbidden-home">
            {t('errors.notFound.home')}
          </Button>
          <Button variant="default" onClick={() => window.history.back()}>
            {t('common.back')}
          </Button>
        </Group>
      }
    />
  );
}
