import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import esAR from '#shared/i18n/es-AR.json';
import ptBR from '#shared/i18n/pt-BR.json';
import { I18nProvider, translate, useT } from './i18n.tsx';

describe('translate', () => {
  it('shows the key when it is missing', () => {
    expect(translate({}, 'no.existe')).toBe('no.existe');
  });
  it('fills {placeholders}', () => {
    expect(translate({ a: 'Hola, {nombre}!' }, 'a', { nombre: 'Ana' })).toBe('Hola, Ana!');
  });
  it('does not double the full stop of a name that ends a sentence', () => {
    const m = { a: 'Bienvenido al portal de {tenant}.', b: 'De {x}. Y {y}.' };
    expect(translate(m, 'a', { tenant: 'Transportes S.A.' })).toBe('Bienvenido al portal de Transportes S.A.');
    expect(translate(m, 'a', { tenant: 'Cargo Sur' })).toBe('Bienvenido al portal de Cargo Sur.');
    expect(translate(m, 'b', { x: 'A S.A.', y: 'B' })).toBe('De A S.A. Y B.');
  });
  it('keeps the Spanish texts the spec fixes', () => {
    expect(esAR['auth.login.submit']).toBe('Ingresar');
    expect(esAR['auth.errors.wrongCredentials']).toBe('Usuario o contraseña incorrectos.');
    expect(esAR['auth.errors.userDisabled']).toBe('Tu usuario está desactivado.');
    expect(esAR['auth.errors.wrongTenant']).toBe('Tu usuario no pertenece a este portal.');
    expect(esAR['shell.header.logout']).toBe('Salir');
    expect(esAR['shell.footer.chat']).toBe('Soporte por chat');
  });
});

describe('useT', () => {
  function Probe() {
    const t = useT();
    return <p>{`${t('auth.login.submit')}|${t('falta.esta')}`}</p>;
  }
  it('renders texts of the provided locale and the key for missing ones', () => {
    render(
      <I18nProvider locale="pt-BR" messages={ptBR}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Entrar|falta.esta')).toBeTruthy();
  });
});
