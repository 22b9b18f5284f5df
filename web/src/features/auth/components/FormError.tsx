import { Alert } from '@mantine/core';
import { IconAlert } from '#web/components/icons.tsx';

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert" data-testid="login-error">
      {message}
    </Alert>
  );
}
