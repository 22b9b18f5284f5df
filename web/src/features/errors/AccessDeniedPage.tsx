import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** Where the embedded logout lands: no token and no session (spec 3 §4.6). */
export function AccessDeniedPage() {
  const t = useT();
  const state = useLocation().state as { errorKey?: string; errorText?: string } | null;
  const reason = state?.errorKey ? t(state.errorKey) : state?.errorText;
  return (
    <ErrorPage
      code="403"
      title={t('errors.accessDenied.title')}
      body={reason ?? t('errors.accessDenied.body')}
      actions={
        <Button component={Link} to="/auth/login" variant="light" data-testid="access-denied-login">
          {t('errors.accessDenied.login')}
        </Button>
      }
    />
  );
}
