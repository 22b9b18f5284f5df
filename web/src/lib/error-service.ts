import { createStore } from './storage.ts';

/** An error worth interrupting the user for (5xx, network), shown by the global error modal (spec 3 §2.10). */
export interface ReportedError {
  id: number;
  /** i18n key of the title. */
  titleKey: string;
  message: string;
  status?: number;
  requestId?: string;
}

let queue: ReportedError[] = [];
let nextId = 1;
const store = createStore(() => queue);

export const reportError = (error: Omit<ReportedError, 'id'>): void => {
  // Retries of the same failing call must not stack identical dialogs.
  if (queue.some((e) => e.message === error.message && e.status === error.status)) return;
  queue = [...queue, { ...error, id: nextId++ }];
  store.notify();
};

export const dismissError = (id: number): void => {
  queue = queue.filter((e) => e.id !== id);
  store.notify();
};

export const errorStore = store;
