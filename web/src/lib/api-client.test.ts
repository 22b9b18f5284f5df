import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '#shared/contract/operations/me.ts';
import { PAISES } from '#shared/catalogos/data.ts';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { adelantar } from './adelantadas.ts';
import { apiCall, buildUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setConfig } from './config.ts';
import { setSelectedEmpresaId } from './empresa.ts';
import { errorStore, dismissError } from './error-service.ts';
import { setSsoToken } from './session.ts';

vi.mock('./auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

const me = {
  id: 1,
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@cargosur.com',
  pais: PAISES[0],
  empresas: [],
  tenant: TENANTS[0],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('buildUrl', () => {
  it('fills path params and skips empty query values', () => {
    expect(buildUrl('/v1/usuarios/{id}', { id: 7 }, { page: 0, size: 5, q: undefined })).toBe('/v1/usuarios/7?page=0&size=5');
    expect(buildUrl('/v1/x/{a}', { a: 'a b' })).toBe('/v1/x/a%20b');
    expect(() => buildUrl('/v1/x/{id}', {})).toThrow();
  });
});

describe('apiCall', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setConfig({ publicApiKey: 'pk', userPoolId: 'p', userPoolClientId: 'c' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    for (const e of errorStore.get()) dismissError(e.id);
  });

  it('sends the stored SSO token and the selected company, and parses the answer', async () => {
    setSsoToken('tok123');
    setSelectedEmpresaId(42);
    fetchMock.mockResolvedValueOnce(json(200, me));
    const out = await apiCall(getMe);
    expect(out.nombre).toBe('Ana');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/me');
    expect(init.method).toBe('GET');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok123');
    expect(headers['x-empresa-id']).toBe('42');
  });

  it('can leave the company header out', async () => {
    setSsoToken('tok');
    setSelectedEmpresaId(42);
    fetchMock.mockResolvedValueOnce(json(200, me));
    await apiCall(getMe, { withEmpresa: false });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['x-empresa-id']).toBeUndefined();
  });

  it('fails with 401 without calling when there is no session', async () => {
    await expect(apiCall(getMe)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws ApiError with the server message; 4xx does not open the error modal', async () => {
    setSsoToken('tok');
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Tu usuario está desactivado. Consultá con el administrador.' }));
    const err = await apiCall(getMe).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, message: 'Tu usuario está desactivado. Consultá con el administrador.' });
    expect(errorStore.get()).toHaveLength(0);
  });

  it('reports 5xx and network failures to the global error service', async () => {
    setSsoToken('tok');
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Error interno', requestId: 'r-1' }));
    await expect(apiCall(getMe)).rejects.toMatchObject({ status: 500 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall(getMe)).rejects.toMatchObject({ status: 0 });
    expect(errorStore.get().map((e) => [e.status, e.titleKey])).toEqual([
      [500, 'errors.server.title'],
      [0, 'errors.network.title'],
    ]);
    expect(errorStore.get()[0]?.requestId).toBe('r-1');
  });

  it('rejects an answer that does not match the contract', async () => {
    setSsoToken('tok');
    fetchMock.mockResolvedValueOnce(json(200, { id: 'x' }));
    await expect(apiCall(getMe)).rejects.toMatchObject({ status: 502 });
  });

  it('takes the answer the entry started for the same bearer and company, once', async () => {
    setSsoToken('tok');
    setSelectedEmpresaId(42);
    fetchMock.mockResolvedValueOnce(json(200, me));
    adelantar('/v1/me', { authorization: 'Bearer tok' });
    fetchMock.mockResolvedValue(json(200, { ...me, nombre: 'Segunda' }));
    expect((await apiCall(getMe, { withEmpresa: false })).nombre).toBe('Ana');
    expect((await apiCall(getMe, { withEmpresa: false })).nombre).toBe('Segunda');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never reads an early answer made for another session or company', async () => {
    setSelectedEmpresaId(42);
    fetchMock.mockResolvedValue(json(200, me));
    adelantar('/v1/me', { authorization: 'Bearer de-otro' });
    adelantar('/v1/me', { authorization: 'Bearer tok' });
    setSsoToken('tok');
    await apiCall(getMe);
    // Ours was started without x-empresa-id; the call carries 42, so it asks again.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>)['x-empresa-id']).toBe('42');
  });
});
