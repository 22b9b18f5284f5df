import { notifications } from '@mantine/notifications';

/**
 * Toasts auto-hide after 5000 ms, everywhere (spec 3 §2.10 and §9). The <Notifications> host uses it
 * as its default, and these helpers pass it explicitly so a caller cannot forget it.
 */
export const TOAST_AUTO_CLOSE_MS = 5000;

export const toastSuccess = (message: string, title?: string): void => {
  notifications.show({ color: 'green', message, title, autoClose: TOAST_AUTO_CLOSE_MS });
};

export const toastError = (message: string, title?: string): void => {
  notifications.show({ color: 'red', message, title, autoClose: TOAST_AUTO_CLOSE_MS });
};
