import type { ComponentType } from 'react';

/** What every create modal opened from a menu add button receives. */
export interface AddModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Create modals by the key the menu gives (`add.modal`). The app layer builds it (features do not
 * import each other) and hands it to the shell.
 */
export type AddModalRegistry = Readonly<Record<string, ComponentType<AddModalProps>>>;
