import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '#web/lib/toast.ts';

/** Where the toasts of lib/toast.ts appear: top right, gone after TOAST_AUTO_CLOSE_MS. */
export function ToastHost() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />;
}
