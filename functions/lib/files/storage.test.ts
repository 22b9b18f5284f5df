import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '#shared/files/limits.ts';

beforeAll(() => {
  Object.assign(process.env, {
    BUCKET_NAME: 'archivos',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('presignUpload', () => {
  it('signs a policy that pins key, content type, size and expiry', async () => {
    const { presignUpload, UPLOAD_EXPIRY_SECONDS } = await import('./storage.ts');
    // Only the clock is fake: the policy's expiry is read against a fixed now, however slow the signing.
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    vi.setSystemTime(now);
    const post = await presignUpload({
      zona: 'subidas-siniestros',
      tenant: 'cargosur',
      partes: ['fotosDanio', 12],
      fileName: 'Fotos del daño (1).JPG',
      contentType: 'image/jpeg',
    });
    expect(post.key).toMatch(/^uploads-pendientes\/cargosur\/siniestros\/fotosDanio\/12\/[0-9a-f-]{36}-Fotos_del_dano_1_.JPG$/);
    expect(post.fields.key).toBe(post.key);
    expect(post.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(post.fields.Policy as string, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAX_FILE_BYTES],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['starts-with', '$key', 'uploads-pendientes/cargosur/siniestros/'],
        { key: post.key },
      ]),
    );
    expect(Date.parse(policy.expiration)).toBe(now + UPLOAD_EXPIRY_SECONDS * 1000);
  });

  it('refuses to verify a key outside the tenant without touching S3', async () => {
    const { verifyUpload } = await import('./storage.ts');
    await expect(verifyUpload('cargosur', 'uploads-pendientes/otro/siniestro/1/x.pdf')).resolves.toEqual({
      ok: false,
      message: 'El archivo no se subió o ya no está disponible. Volvé a intentarlo.',
    });
  });
});

describe('object keys', () => {
  it('each builder puts its key in exactly its own zone, so a grant by zone covers it and no other', async () => {
    const { condicionesKey, documentKey, exportKey, uploadKey } = await import('./storage.ts');
    const { coincide, patronDeZona, ZONAS_ARCHIVOS } = await import('#shared/contract/archivos.ts');
    const zonasDeClave = (key: string) =>
      Object.keys(ZONAS_ARCHIVOS).filter((z) => coincide(patronDeZona(z as keyof typeof ZONAS_ARCHIVOS), key));
    const built: [string, string][] = [
      [condicionesKey('cargosur', 101), 'condiciones'],
      [exportKey('cargosur', 'saldos 2026.xlsx'), 'exportaciones'],
      [uploadKey('subidas-siniestros', 'cargosur', ['otros', 7], 'a.pdf'), 'subidas-siniestros'],
      [uploadKey('subidas-denuncias', 'cargosur', ['facturas', '12-ab12cd34'], 'a.pdf'), 'subidas-denuncias'],
      [uploadKey('subidas-constancias', 'cargosur', ['emisor', 'nuevo'], 'a.pdf'), 'subidas-constancias'],
      [uploadKey('subidas-declaraciones', 'cargosur', ['V-2026-10-1'], 'a.pdf'), 'subidas-declaraciones'],
      [documentKey('viajes-especificos', 'cargosur', 5, '2-asegurado.pdf'), 'viajes-especificos'],
      [documentKey('certificados-carga', 'cargosur', 5, '2-certificado.pdf'), 'certificados-carga'],
      [documentKey('certificados-anuales', 'cargosur', 5, '2-certificado.pdf'), 'certificados-anuales'],
      [documentKey('embarcaciones', 'cargosur', 'q1', 'poliza.pdf'), 'embarcaciones'],
      [documentKey('siniestros', 'cargosur', 5, 'otros/x-a.pdf'), 'siniestros'],
      [documentKey('declaraciones', 'cargosur', 'V-2026-10-1', 'bordereau-p1-m0.xlsx'), 'declaraciones'],
      [documentKey('emisores', 'cargosur', 3, 'constancias/x-a.pdf'), 'emisores'],
      [documentKey('clientes', 'cargosur', 3, 'constancias/x-a.pdf'), 'clientes'],
    ];
    for (const [key, zona] of built) expect(zonasDeClave(key), key).toEqual([zona]);
  });

  it('refuses a segment that would step out of its place', async () => {
    const { documentKey } = await import('./storage.ts');
    expect(() => documentKey('siniestros', 'cargosur', 5, '../x.pdf')).toThrow(/invalid key segment/);
    expect(() => documentKey('siniestros', '', 5, 'x.pdf')).toThrow(/invalid key segment/);
  });
});
