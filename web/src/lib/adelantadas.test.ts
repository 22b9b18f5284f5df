import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '#shared/contract/operations/me.ts';
import { adelantar, tomarAdelantada } from './adelantadas.ts';
import { adelantarMe, RUTA_ME } from './me-adelantado.ts';
import { clearSsoToken, setSsoToken } from './session.ts';

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  afterEach(() => {
    fetchMock.mockClear();
    clearSsoToken();
  });

  it('are taken once, and only while fresh', () => {
    adelantar('/v1/me', { authorization: 'Bearer a' }, 1_000);
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer a' }, 2_000)).toBeDefined();
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer a' }, 2_000)).toBeUndefined();
    adelantar('/v1/me', { authorization: 'Bearer a' }, 1_000);
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer a' }, 31_000)).toBeUndefined();
  });

  it('belong to their URL, bearer and company', () => {
    adelantar('/v1/me', { authorization: 'Bearer a', empresaId: '7' });
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer a' })).toBeUndefined();
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer b', empresaId: '7' })).toBeUndefined();
    expect(tomarAdelantada('/v1/me?x=1', { authorization: 'Bearer a', empresaId: '7' })).toBeUndefined();
    expect(tomarAdelantada('/v1/me', { authorization: 'Bearer a', empresaId: '7' })).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer a',
      'x-empresa-id': '7',
    });
  });

  it("ask for the user with the stored session's token, and nothing without one", () => {
    expect(RUTA_ME).toBe(getMe.path);
    adelantarMe('cliente');
    expect(fetchMock).not.toHaveBeenCalled();
    setSsoToken('sso-1');
    adelantarMe('cliente');
    expect(fetchMock).toHaveBeenCalledWith(RUTA_ME, { headers: { accept: 'application/json', authorization: 'Bearer sso-1' } });
    expect(tomarAdelantada(RUTA_ME, { authorization: 'Bearer sso-1' })).toBeDefined();
  });
});
