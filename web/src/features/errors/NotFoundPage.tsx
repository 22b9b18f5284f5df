import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { ErrorPage } from './ErrorPage.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <ErrorPage
      code="404"
      title={t('errors.notFound.title')}
      body={t('errors.notFound.body')}
      actions={
        <Group>
          <Button component={Link} to="/dashboard" data-testid="not-found-home">
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
