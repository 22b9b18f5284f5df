import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation, type Resource } from '#shared/contract/define.ts';
import { operationHandler } from '../http/handler.ts';
import { log } from '../http/logger.ts';
import { presignDownload, presignUpload } from '../files/storage.ts';
import { tenantJob } from '../jobs/tenant-job.ts';
import { subscriber } from '../subscribers/subscriber.ts';

/**
 * Nothing here registers the local IAM check: the unit project's setup file does (test/setup/grants.ts),
 * as it does for the integration project, `npm start`, its scheduler and `npm run job`. So an AWS
 * call a handler makes outside its grants fails the test that runs it, whatever kind of function it
 * is. The calls below are refused before anything is sent (presigned links are signed locally).
 */
const TIME = '2026-11-23T03:15:00.000Z';
const FUERA = 'documentos/cargosur/siniestros/1/otros/x-a.pdf';

beforeAll(() => {
  vi.stubEnv('BUCKET_NAME', 'portal-carga-archivos');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('PUBLIC_API_KEY', 'clave');
  // Public operations read the origin secret: the local stack's, under the name the check compares.
  vi.stubEnv('PORTS_MODE', 'local');
  vi.stubEnv('ORIGIN_SECRET', 'secreto-de-origen');
  vi.stubEnv('ORIGIN_SECRET_ID', 'portal-carga-local-origen');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('an AWS call outside the grants fails the test that runs it', () => {
  const publica = (uses: Resource[]) =>
    defineOperation({
      id: 'prueba-permisos',
      area: 'publico',
      method: 'GET',
      path: '/v1/publico/prueba',
      callers: ['public'],
      summary: 'prueba',
      response: z.object({ url: z.string() }),
      uses,
    });
  const llamar = async (uses: Resource[], key: string) =>
    (await operationHandler(publica(uses), async () => ({ url: await presignDownload(key) }))(
      {
        headers: { 'x-tenant-host': 'cargosur.localhost', 'x-api-key': 'clave', 'x-origin-secret': 'secreto-de-origen' },
        requestContext: { http: { sourceIp: '203.0.113.9' } },
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'r' } as Context,
    )) as APIGatewayProxyStructuredResultV2;

  it('an operation: a download of a key outside its zones answers 500, the error logged as AccessDenied', async () => {
    const errores = vi.spyOn(log, 'error');
    expect((await llamar(['files:read:condiciones'], 'condiciones/cargosur/101.pdf')).statusCode).toBe(200);
    expect((await llamar(['files:read:condiciones'], FUERA)).statusCode).toBe(500);
    expect(errores).toHaveBeenCalledWith(
      'unexpected error',
      expect.objectContaining({
        error: expect.stringContaining(`s3:GetObject on object (bucket=portal-carga-archivos, key=${FUERA})`),
      }),
    );
    errores.mockRestore();
  });

  it('an operation: an upload signed outside its zone is refused before it is signed', async () => {
    const subir = operationHandler(publica(['files:upload:subidas-denuncias']), async () => {
      const post = await presignUpload({
        zona: 'subidas-siniestros',
        tenant: 'cargosur',
        partes: ['otros', 1],
        fileName: 'a.pdf',
        contentType: 'application/pdf',
      });
      return { url: post.url };
    });
    const res = (await subir(
      {
        headers: { 'x-tenant-host': 'cargosur.localhost', 'x-api-key': 'clave', 'x-origin-secret': 'secreto-de-origen' },
        requestContext: { http: { sourceIp: '203.0.113.9' } },
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'r' } as Context,
    )) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(500);
  });

  it('a job: a call its contract entry does not declare rejects its run', async () => {
    // vencer-cotizaciones declares the table only; reintentar-documentos the certificates' documents.
    const vencer = tenantJob('vencer-cotizaciones', async () =>
      presignDownload('documentos/cargosur/viajes-especificos/5/a.pdf'),
    );
    await expect(vencer({ tenant: 'cargosur', time: TIME, id: 'e-1' })).rejects.toThrow(
      /not authorized to perform: s3:GetObject/,
    );
    const reintentar = tenantJob('reintentar-documentos', async () =>
      presignDownload('documentos/cargosur/viajes-especificos/5/a.pdf'),
    );
    await expect(reintentar({ tenant: 'cargosur', time: TIME, id: 'e-1' })).resolves.toContain('viajes-especificos');
    const fuera = tenantJob('reintentar-documentos', async () => presignDownload(FUERA));
    await expect(fuera({ tenant: 'cargosur', time: TIME, id: 'e-1' })).rejects.toThrow(/AccessDenied|not authorized/);
  });

  it('a subscriber: a key outside the zones it declares rejects the delivery', async () => {
    const evento = {
      'detail-type': 'CotizacionEmbarcacionCreada',
      detail: { tenant: 'cargosur', ramo: 'embarcacion', id: 'q1' },
    };
    const propio = subscriber('generar-documentos', async () =>
      presignDownload('documentos/cargosur/cotizacion-embarcacion/q1/a.pdf'),
    );
    await expect(propio(evento)).resolves.toContain('cotizacion-embarcacion');
    const ajeno = subscriber('generar-documentos', async () => presignDownload(FUERA));
    await expect(ajeno(evento)).rejects.toThrow(/not authorized to perform: s3:GetObject/);
  });
});
