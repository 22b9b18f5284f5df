import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '#shared/files/limits.ts';

beforeAll(() => {
  Object.assign(process.env, {
    BUCKET_NAME: 'archivos',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});

describe('presignUpload', () => {
  it('signs a policy that pins key, content type, size and expiry', async () => {
    const { presignUpload, PENDING_PREFIX, UPLOAD_EXPIRY_SECONDS } = await import('./storage.ts');
    const before = Date.now();
    const post = await presignUpload({
      tenant: 'cargosur',
      entity: 'siniestro',
      entityId: '12',
      fileName: 'Fotos del daño (1).JPG',
      contentType: 'image/jpeg',
    });
    expect(post.key).toMatch(new RegExp(`^${PENDING_PREFIX}/cargosur/siniestro/12/[0-9a-f-]{36}-Fotos_del_dano_1_.JPG$`));
    expect(post.fields.key).toBe(post.key);
    expect(post.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(post.fields.Policy as string, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAX_FILE_BYTES],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['starts-with', '$key', `${PENDING_PREFIX}/cargosur/`],
        { key: post.key },
      ]),
    );
    const expires = Date.parse(policy.expiration);
    expect(expires - before).toBeLessThanOrEqual((UPLOAD_EXPIRY_SECONDS + 2) * 1000);
    expect(expires - before).toBeGreaterThan((UPLOAD_EXPIRY_SECONDS - 10) * 1000);
  });

  it('refuses to verify a key outside the tenant without touching S3', async () => {
    const { verifyUpload } = await import('./storage.ts');
    await expect(verifyUpload('cargosur', 'uploads-pendientes/otro/siniestro/1/x.pdf')).resolves.toEqual({
      ok: false,
      message: 'El archivo no se subió o ya no está disponible. Volvé a intentarlo.',
    });
  });
});
