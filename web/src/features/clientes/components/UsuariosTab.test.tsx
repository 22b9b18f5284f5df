import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClienteMaestro } from '#shared/contract/schemas/cliente.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { UsuariosTab } from './UsuariosTab.tsx';

const cliente = {
  id: 40,
  usuarios: [
    {
      id: 7,
      nombre: 'Ana',
      apellido: 'Pérez',
      email: 'ana@exportadora.demo',
      nacionalidad: { id: 32, nombre: 'Argentina' },
      telefono: '1155555555',
      roles: ['administrador'],
      onboarding: true,
    },
  ],
} as unknown as ClienteMaestro;

const agregar = async () => undefined;

describe('the client Usuarios tab (spec 1 §2.4, issue 27 item 23)', () => {
  it("the Accion column offers the user's actions: Editar opens the user's editor", () => {
    renderInLayout(<UsuariosTab cliente={cliente} onAgregar={agregar} />, { permisos: ['usuarios.editar'] });
    const fila = screen.getAllByRole('row')[1]!;
    const accion = within(fila).getAllByRole('cell').at(-1)!;
    const editar = within(accion).getByRole('link', { name: 'Editar usuario ana@exportadora.demo' });
    expect(editar.getAttribute('href')).toBe('/usuarios?editar=7');
    expect(accion.textContent).not.toContain('Invitación');
    // The invitation state is still told, beside the e-mail it was sent to.
    expect(within(fila).getByText('Invitación enviada')).toBeTruthy();
  });

  it('without the permission to edit users there is nothing to do with them', () => {
    renderInLayout(<UsuariosTab cliente={cliente} onAgregar={agregar} />, { permisos: ['clientes.ver'] });
    const fila = screen.getAllByRole('row')[1]!;
    expect(within(fila).queryByRole('link')).toBeNull();
  });
});
