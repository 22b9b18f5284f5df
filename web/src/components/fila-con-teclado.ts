import type { KeyboardEvent } from 'react';
import './fila-con-teclado.css';

/**
 * A list row that opens by keyboard as it does by mouse: Tab reaches it, Enter opens it, and its focus
 * shows (fila-con-teclado.css). Enter on a control inside the row (a menu, a checkbox) stays that control's.
 */
export const filaConTeclado = (abrir: () => void) => ({
  tabIndex: 0,
  'data-abrible': true,
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
    e.preventDefault();
    abrir();
  },
});
