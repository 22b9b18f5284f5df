import { describe, expect, it } from 'vitest';
import { direccionInterna, urlInvalida } from './destino.ts';

describe('where a webhook may be delivered', () => {
  it('takes https URLs, and http://localhost only locally', () => {
    expect(urlInvalida('https://partner.example/hooks?x=1', false)).toBeNull();
    expect(urlInvalida('http://localhost:4310/_receptor-webhooks', true)).toBeNull();
    expect(urlInvalida('http://localhost:4310/x', false)).toBe('La URL tiene que empezar con https://.');
    expect(urlInvalida('http://partner.example/x', true)).toBe('La URL tiene que empezar con https://.');
    expect(urlInvalida('ftp://partner.example/x', false)).toBe('La URL tiene que empezar con https://.');
    expect(urlInvalida('no es url', false)).toBe('No es una URL válida.');
    expect(urlInvalida('https://u:p@partner.example/', false)).toBe('La URL no puede llevar usuario ni contraseña.');
    expect(urlInvalida('https://partner.example/#a', false)).toBe('La URL no puede llevar #fragmento.');
    expect(urlInvalida(`https://partner.example/${'a'.repeat(2048)}`, false)).toMatch(/hasta 2048/);
  });

  it('refuses internal addresses typed as the host in the cloud', () => {
    for (const url of [
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://localhost/',
      'https://0x7f.1/',
    ])
      expect([url, urlInvalida(url, false)]).toEqual([url, 'La URL apunta a una red interna.']);
  });

  it('tells internal addresses from public ones, v4 and v6', () => {
    const internas = [
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      'localhost',
    ];
    const publicas = [
      '8.8.8.8',
      '100.128.0.1',
      '172.32.0.1',
      '192.169.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      'partner.example',
    ];
    expect(internas.filter((d) => !direccionInterna(d))).toEqual([]);
    expect(publicas.filter((d) => direccionInterna(d))).toEqual([]);
  });
});
