import { describe, expect, it } from 'vitest';
import { TENANT_HOST_HEADER, VIEWER_IP_HEADER } from '#shared/contract/edge.ts';
import { loadCloudFrontFunction, type ViewerRequestEvent } from '../../infra/cloudfront/functions.ts';

const request = (
  uri: string,
  headers: Record<string, string> = {},
  querystring: Record<string, string> = {},
): ViewerRequestEvent => ({
  viewer: { ip: '198.51.100.23' },
  request: {
    method: 'GET',
    uri,
    querystring: Object.fromEntries(Object.entries(querystring).map(([k, value]) => [k, { value }])),
    headers: Object.fromEntries(Object.entries(headers).map(([k, value]) => [k, { value }])),
  },
});

describe('spa-fallback (viewer request, site behaviour)', () => {
  const fallback = loadCloudFrontFunction('spa-fallback');
  const uriOf = (uri: string) => fallback(request(uri)).uri;

  it('serves the app shell for deep links, with or without a trailing slash', () => {
    for (const uri of [
      '/',
      '/dashboard',
      '/usuarios/',
      '/seguros/viajes-especificos/polizas/12/emitir',
      '/verificar/ABCD1234',
      '/auth/login',
    ])
      expect(uriOf(uri), uri).toBe('/index.html');
  });

  it('passes files with an extension, so a missing asset answers S3’s own 403/404', () => {
    for (const uri of [
      '/index.html',
      '/config.json',
      '/assets/index-3f2a1b.js',
      '/favicon.svg',
      '/tenants/cargosur/logo.png',
      '/assets/nada.css',
    ])
      expect(uriOf(uri), uri).toBe(uri);
  });

  it('judges the last segment only: a dot in a folder is no extension', () => {
    expect(uriOf('/certificados/v1.2/detalle')).toBe('/index.html');
  });

  it('never rewrites an API path', () => {
    for (const uri of ['/v1', '/v1/', '/v1/me', '/v1/publico/verificaciones/ABC', '/v1/checkout/webhook'])
      expect(uriOf(uri), uri).toBe(uri);
  });

  it('keeps the query string of a deep link (CloudFront keeps it apart from the URI)', () => {
    const out = fallback(request('/checkout', {}, { id: '7f3c', estado: 'ok' }));
    expect(out.uri).toBe('/index.html');
    expect(out.querystring).toEqual({ id: { value: '7f3c' }, estado: { value: 'ok' } });
  });
});

describe('tenant-host (viewer request, /v1/*)', () => {
  const tenantHost = loadCloudFrontFunction('tenant-host');

  it('writes the viewer’s host and IP, overwriting what the client sent', () => {
    const out = tenantHost(
      request('/v1/publico/certificados', {
        host: 'cargosur.portal.empresa.com',
        [TENANT_HOST_HEADER]: 'otro.portal.empresa.com',
        [VIEWER_IP_HEADER]: '203.0.113.1',
      }),
    );
    expect(out.headers[TENANT_HOST_HEADER]).toEqual({ value: 'cargosur.portal.empresa.com' });
    expect(out.headers[VIEWER_IP_HEADER]).toEqual({ value: '198.51.100.23' });
  });

  it('writes an empty host when the viewer sent none, never the client’s own header', () => {
    const out = tenantHost(request('/v1/publico/certificados', { [TENANT_HOST_HEADER]: 'cargosur.portal.empresa.com' }));
    expect(out.headers[TENANT_HOST_HEADER]).toEqual({ value: '' });
  });
});
