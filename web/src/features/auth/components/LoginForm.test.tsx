import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('LoginForm', () => {
  it('shows the Spanish validation messages and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<LoginForm onSubmit={onSubmit} onForgot={() => {}} />);
    expect(screen.getByTestId('login-submit').textContent).toContain('Ingresar');

    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Ingresá tu e-mail.')).toBeTruthy();
    expect(screen.getByText('Ingresá tu contraseña.')).toBeTruthy();

    type('login-email', 'no-es-un-mail');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Ingresá un e-mail válido.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed credentials', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<LoginForm onSubmit={onSubmit} onForgot={() => {}} />);
    type('login-email', '  ana@cargosur.com ');
    type('login-password', 'Secreta123');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toEqual({ email: 'ana@cargosur.com', password: 'Secreta123' });
  });

  it('shows the error it is given and starts the forgotten password flow with the typed e-mail', () => {
    const onForgot = vi.fn();
    renderWithProviders(<LoginForm onSubmit={async () => {}} onForgot={onForgot} error="Usuario o contraseña incorrectos." />);
    expect(screen.getByRole('alert').textContent).toContain('Usuario o contraseña incorrectos.');
    type('login-email', 'ana@cargosur.com');
    fireEvent.click(screen.getByText('Olvidé mi contraseña'));
    expect(onForgot).toHaveBeenCalledWith('ana@cargosur.com');
  });
});
