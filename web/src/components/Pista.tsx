import type { ReactNode } from 'react';
import classes from './Pista.module.css';

/**
 * A hover and focus hint drawn by CSS alone (record 0181): the shell's icon buttons show their name
 * without loading floating-ui (about 30 KB with Mantine's Tooltip and Popover) on every first screen.
 * The child keeps its own accessible name (`aria-label`); the hint only repeats it for the eye, so it
 * is hidden from assistive technology and never takes the pointer.
 */
export function Pista({ etiqueta, lado, children }: { etiqueta: string; lado: 'izquierda' | 'abajo'; children: ReactNode }) {
  return (
    <span className={classes.pista} data-pista={etiqueta} data-lado={lado}>
      {children}
    </span>
  );
}
