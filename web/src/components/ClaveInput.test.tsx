import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ClaveInput } from './ClaveInput.tsx';

describe('ClaveInput', () => {
  it('hides the password until its switch, named in Spanish and out of the Tab order, shows it', () => {
    renderWithProviders(<ClaveInput label="Contraseña" data-testid="clave" defaultValue="secreta" />);
    const campo = screen.getByTestId('clave') as HTMLInputElement;
    expect(campo.type).toBe('password');
    expect(screen.getByLabelText('Contraseña')).toBe(campo);
    const mostrar = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(mostrar.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(mostrar);
    expect(campo.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' }).getAttribute('aria-pressed')).toBe('true');
  });
});
