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
  it('says one thing in the singular: the `_one` text when count is 1 (also as the formatted "1")', () => {
    const m = { 'a.total': '{count} siniestros', 'a.total_one': '{count} siniestro', b: '{count} en total' };
    expect(translate(m, 'a.total', { count: 1 })).toBe('1 siniestro');
    expect(translate(m, 'a.total', { count: '1' })).toBe('1 siniestro');
    expect(translate(m, 'a.total', { count: '0' })).toBe('0 siniestros');
    expect(translate(m, 'a.total', { count: '1.001' })).toBe('1.001 siniestros');
    expect(translate(m, 'b', { count: '1' })).toBe('1 en total');
  });
  it('has the singular of every counted noun in both locales (issue 27 item 28)', () => {
    const uno = (messages: Record<string, string>, key: string) =>
      translate(messages, key, { count: '1', total: 'US$ 9', valor: 'US$ 9' });
    expect(uno(esAR, 'siniestros.total')).toBe('1 siniestro');
    expect(uno(esAR, 'clientes.total')).toBe('1 resultado');
    expect(uno(esAR, 'declaraciones.total')).toBe('1 declaración');
    expect(uno(esAR, 'cotizador.viaje.salidaAtrasada')).toContain('(1 día de atraso)');
    expect(uno(ptBR, 'siniestros.total')).toBe('1 sinistro');
    expect(uno(ptBR, 'declaraciones.total')).toBe('1 declaração');
    // A count of things in a plural noun has its singular: '{count} <noun>s' without '_one' is the bug.
    for (const messages of [esAR, ptBR] as Record<string, string>[]) {
      const contados = Object.keys(messages).filter(
        (k) => !k.endsWith('_one') && /\{count\} (?!en |em )\S*s\b/.test(messages[k]!),
      );
      expect(contados.filter((k) => !(`${k}_one` in messages))).toEqual([]);
      expect(contados.length).toBeGreaterThan(10);
      // No other placeholder counts things: they all say {count}, so the singular applies.
      expect(Object.keys(messages).filter((k) => /\{(n|dias|cuotas)\} (días|dias|cuotas|parcelas)/.test(messages[k]!))).toEqual(
        [],
      );
    }
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
