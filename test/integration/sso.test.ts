import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MENSAJES_SSO } from '#shared/auth/sso.ts';
import { usuarioCognito } from '#shared/auth/login.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { EMPRESA_SSO_DEMO, firmarAsercionDemo, type PersonaDemo } from '#scripts/local/sso-demo.ts';
import { api, cognitoVia, ingresarConAsercion, signIn, useTestEmulators } from './helpers.ts';

/** This file's public calls come from their own address (the gateway counts by it, as CloudFront's viewer IP). */
const DESDE = '127.0.113.30';
const sesion = (asercion: string, tenant = 'cargosur') =>
  api('POST', '/v1/publico/sso/sesion', { host: `${tenant}.localhost`, desde: DESDE, body: { asercion } });

const ingresar = ingresarConAsercion;

const persona = (): PersonaDemo => {
  const id = randomUUID().slice(0, 8);
  return { email: `socia-${id}@socio.example`, given_name: 'Sofía', family_name: `Socia ${id}`, sub: `s-${id}` };
};

beforeAll(() => useTestEmulators());

describe('single sign-on from the partner’s identity (issue 30 item 1)', () => {
  it('a good assertion provisions the user with exactly the mapped role and opens a partner session, once', async () => {
    const p = persona();
    const asercion = await firmarAsercionDemo('cargosur', p);
    const res = await sesion(asercion);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usuario: usuarioCognito('cargosur', p.email) });

    const token = await ingresar(res.body.usuario, asercion);
    expect(token).toBeTruthy();
    const me = await api('GET', '/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.empresas.map((e: any) => [e.empresa.id, e.rol.id])).toEqual([[EMPRESA_SSO_DEMO, 'productor']]);
    // A partner session reaches no user administration (USER_ONLY).
    expect((await api('GET', `/v1/usuarios?empresaId=${EMPRESA_SSO_DEMO}`, { token })).status).toBe(401);

    // Replayed: the exchange and the challenge both refuse the used jti.
    const otra = await sesion(asercion);
    expect(otra.status).toBe(401);
    expect(otra.body.message).toBe(MENSAJES_SSO.usada);
    await expect(ingresar(res.body.usuario, asercion)).rejects.toThrow(/Incorrect username or password/);

    // A later assertion with other names updates the user; its role stays the mapping's.
    const nueva = await firmarAsercionDemo('cargosur', { ...p, given_name: 'Sofi' });
    expect((await sesion(nueva)).status).toBe(200);
    const despues = await api('GET', '/v1/me', { token: await ingresar(res.body.usuario, nueva) });
    expect(despues.body.nombre).toBe('Sofi');
    expect(despues.body.empresas).toHaveLength(1);
  });

  it('refuses a wrong signature, issuer, audience, an expired assertion or a company outside the mapping, in Spanish', async () => {
    const p = persona();
    const casos: [string, Promise<string>, number, string][] = [
      ['firma de otra clave', firmarAsercionDemo('cargosur', p, { clave: 'fletepago' }), 401, MENSAJES_SSO.invalida],
      [
        'emisor no registrado',
        firmarAsercionDemo('cargosur', p, { claims: { iss: 'https://otro.example' } }),
        401,
        MENSAJES_SSO.emisor,
      ],
      ['otra audiencia', firmarAsercionDemo('cargosur', p, { claims: { aud: 'fletepago' } }), 401, MENSAJES_SSO.audiencia],
      [
        'vencida',
        firmarAsercionDemo('cargosur', p, {
          claims: { iat: Math.floor(Date.now() / 1000) - 400, exp: Math.floor(Date.now() / 1000) - 200 },
        }),
        401,
        MENSAJES_SSO.vencida,
      ],
      ['dura más de 5 minutos', firmarAsercionDemo('cargosur', p, { vida: 600 }), 400, MENSAJES_SSO.vidaLarga],
      ['empresa fuera del mapeo', firmarAsercionDemo('cargosur', p, { claims: { empresa: 1 } }), 400, MENSAJES_SSO.empresa],
    ];
    for (const [caso, asercion, status, mensaje] of casos) {
      const res = await sesion(await asercion);
      expect(res.status, caso).toBe(status);
      expect(res.body.message, caso).toBe(mensaje);
    }
    // Another tenant's issuer on this tenant's host: not registered here.
    expect((await sesion(await firmarAsercionDemo('fletepago', p))).body.message).toBe(MENSAJES_SSO.emisor);
    expect((await sesion('no-es-un-jwt')).status).toBe(401);
  });

  it('an issuer never takes over a user it did not provision, neither through the exchange nor through the challenge', async () => {
    const admin = demoEmail('cargosur', 'administrador');
    const asercion = await firmarAsercionDemo('cargosur', { email: admin, given_name: 'Ana', family_name: 'X', sub: 'atacante' });
    const res = await sesion(asercion);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MENSAJES_SSO.ocupado);
    await expect(ingresar(usuarioCognito('cargosur', admin), asercion)).rejects.toThrow(/Incorrect username or password/);
    // The user's own password still signs in.
    expect(await signIn('cargosur', admin, undefined, undefined, { fresh: true })).toBeTruthy();
  });

  it('the partner client takes no password sign-in, the web client no custom authentication', async () => {
    const c = cognitoVia(`http://127.0.0.1:${inject('apiPort')}/cognito`);
    const usuario = usuarioCognito('cargosur', demoEmail('cargosur', 'productor'));
    await expect(
      c.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: inject('partnerClientId'),
          AuthParameters: { USERNAME: usuario, PASSWORD: 'Demo1234!portal' },
        }),
      ),
    ).rejects.toThrow(/not enabled/);
    await expect(
      c.send(
        new InitiateAuthCommand({
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: inject('userPoolClientId'),
          AuthParameters: { USERNAME: usuario },
        }),
      ),
    ).rejects.toThrow(/Incorrect username or password/);
  });
});
