import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import { DocumentoPendiente } from '#lib/data/documentos-pendientes.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { DEMO_PASSWORD, ROOT } from '#scripts/local/config.ts';
import { assertPortFree, freePort } from '#scripts/local/ports.ts';
import type { CognitoState } from '#scripts/local/provision.ts';
import { SEEDED_TENANTS, demoEmail } from '#scripts/local/seed.ts';
import { useEmulatorEnvironment } from '#scripts/local/stack.ts';
import { api, signIn } from './helpers.ts';

const allFree = async (ports: number[]) => {
  const results = await Promise.allSettled(ports.map((p) => assertPortFree(p, 'prueba', 'PORT')));
  return results.every((r) => r.status === 'fulfilled');
};

/** The first bytes of a file behind a presigned link. */
const cabecera = async (url: string, n: number) => {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer())
    .subarray(0, n)
    .toString('latin1');
};

/** Every row of a cursor-paged list of the started stack. */
const todas = async <T>(ruta: string, opciones: { token: string; port: number }): Promise<T[]> => {
  const filas: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await api('GET', `${ruta}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, opciones);
    expect(res.status, `${ruta}: ${JSON.stringify(res.body)}`).toBe(200);
    filas.push(...(res.body.data as T[]));
    cursor = res.body.meta.nextCursor as string | null;
  } while (cursor);
  return filas;
};

describe('npm start on a fresh data folder', () => {
  let npm: ChildProcess;
  let dataDir: string;
  let ports: Record<'PORT' | 'DYNAMODB_PORT' | 'S3_PORT' | 'COGNITO_PORT', number>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    ports = {
      PORT: await freePort(),
      DYNAMODB_PORT: await freePort(),
      S3_PORT: await freePort(),
      COGNITO_PORT: await freePort(),
    };
    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        LOCAL_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('Portal listo')) resolve();
      };
      npm.stdout?.on('data', onData);
      npm.stderr?.on('data', onData);
      npm.once('exit', () => reject(new Error(`npm start terminó antes de estar listo:\n${output}`)));
    });
  }, 240_000);

  afterAll(() => {
    npm.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Runs first, as a newcomer does right after "Portal listo": nothing is waited for.
  it('every document the seed made downloads at once, and no seeded certificate is still generating one', async () => {
    const port = ports.PORT;
    const cognito = JSON.parse(fs.readFileSync(path.join(dataDir, 'cognito', 'state.json'), 'utf8')) as CognitoState;
    for (const tenant of SEEDED_TENANTS) {
      const token = await signIn(tenant, demoEmail(tenant, 'administrador'), DEMO_PASSWORD, cognito.userPoolClientId, {
        port,
      });
      const enStack = { token, port };

      // The cargo certificates the demo's declarations gather (tenants with declarations only).
      if (findTenant(tenant)?.flags.declaraciones) {
        const certificados = await todas<{ id: number }>('/v1/certificados?size=100', enStack);
        expect(certificados.length, tenant).toBeGreaterThan(0);
        for (const { id } of certificados) {
          const detalle = await api('GET', `/v1/certificados/${id}`, enStack);
          expect(detalle.status).toBe(200);
          expect(detalle.body.documentosPendientes, `${tenant} certificado ${id}`).toBe(false);
          const tipos = Object.entries(detalle.body.documentos as Record<string, boolean>).filter(([, hay]) => hay);
          expect(tipos.map(([tipo]) => tipo)).toContain('certificado');
          for (const [tipo] of tipos) {
            const enlace = await api('GET', `/v1/certificados/${id}/documentos/${tipo}`, enStack);
            expect(enlace.status, `${tenant} certificado ${id} ${tipo}`).toBe(200);
            expect(await cabecera(enlace.body.url as string, 5)).toBe('%PDF-');
          }
        }

        // Each declaration's bordereau, built by the month close the seed runs.
        for (const tipo of ['venta', 'tecnica']) {
          const declaraciones = await todas<{ id: string }>(`/v1/declaraciones?tipo=${tipo}&size=50`, enStack);
          expect(declaraciones.length, `${tenant} ${tipo}`).toBeGreaterThan(0);
          for (const { id } of declaraciones) {
            const exportacion = await api('GET', `/v1/declaraciones/${id}/descargas`, enStack);
            expect(exportacion.status).toBe(202);
            expect(exportacion.body.estado, `${tenant} declaración ${id}`).toBe('lista');
            expect(await cabecera(exportacion.body.url as string, 2)).toBe('PK');
          }
        }
      }

      // The boat quote whose checkout link npm start prints, with its quotation (public, on the tenant's host).
      const embarcaciones = await todas<{ id: string; polizaDisponible: boolean }>('/v1/checkout?size=100', enStack);
      expect(embarcaciones.length, tenant).toBeGreaterThan(0);
      for (const q of embarcaciones) {
        for (const tipo of q.polizaDisponible ? ['cotizacion', 'poliza'] : ['cotizacion']) {
          const enlace = await api('GET', `/v1/checkout/${q.id}/documentos/${tipo}`, { host: `${tenant}.localhost`, port });
          expect(enlace.status, `${tenant} embarcación ${q.id} ${tipo}`).toBe(200);
          expect(await cabecera(enlace.body.url as string, 5)).toBe('%PDF-');
        }
      }
    }

    // Whatever else a seed writes with documents leaves an entry until they are drawn: none is left.
    useEmulatorEnvironment({ web: port, dynamodb: ports.DYNAMODB_PORT, s3: ports.S3_PORT, cognito: ports.COGNITO_PORT });
    for (const tenant of SEEDED_TENANTS) {
      const { items } = await new TenantDb(tenant).query(DocumentoPendiente, 'primary', {}, { limit: 10 });
      expect(items, tenant).toEqual([]);
    }
  }, 120_000);

  it('SIGTERM to the npm process stops every part of the stack and frees every port', async () => {
    expect(await allFree(Object.values(ports))).toBe(false);

    npm.kill('SIGTERM');
    const deadline = Date.now() + 15_000;
    while (!(await allFree(Object.values(ports))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await allFree(Object.values(ports))).toBe(true);
  }, 30_000);
});
