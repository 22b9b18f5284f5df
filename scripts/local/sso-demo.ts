import { randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { EmisoresSso } from '#shared/auth/sso.ts';

/**
 * DEMO ONLY, LOCAL ONLY: the partner key pairs of the demo tenants, so `npm start`, the integration
 * tests and the e2e mint assertions as a partner would (record 0160). These private keys are public
 * in this repository: no stage registers them (`-c ssoEmisores` is the stage's own list).
 */
const CLAVES_DEMO = {
  cargosur: {
    privada: `-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgO2irO/Jq0qYX8wYV\nT+Cmc00YQLEhhzB6rCXVR2oE2PqhRANCAAQG+sLHie2ylyQjsBR/1Oihoi+DaxlL\n+3X9Pq3oEkJeTM49yOK72dr1CsZY9ELtq3jahbp+5tT5ins5mHHVYJeU\n-----END PRIVATE KEY-----`,
    publica: `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEBvrCx4ntspckI7AUf9TooaIvg2sZ\nS/t1/T6t6BJCXkzOPcjiu9na9QrGWPRC7at42oW6fubU+Yp7OZhx1WCXlA==\n-----END PUBLIC KEY-----`,
  },
  fletepago: {
    privada: `-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgFuFshc6QtKNtF9Oh\nqcKCIYPsNgqAAZoBMNswnx7uiwuhRANCAAT6dEdgsCkrODD7ssj47+28YfXnSkp0\nfbxRyNdo7mxGxelEaaKo1C6ciw+PRxHPfBOjzLGXIF0Dg/0Y8Du31RUu\n-----END PRIVATE KEY-----`,
    publica: `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE+nRHYLApKzgw+7LI+O/tvGH150pK\ndH28UcjXaO5sRsXpRGmiqNQunIsPj0cRz3wTo8yxlyBdA4P9GPA7t9UVLg==\n-----END PUBLIC KEY-----`,
  },
} as const;

export type TenantSsoDemo = keyof typeof CLAVES_DEMO;

/** The demo partner's issuer of a tenant. */
export const emisorDemo = (tenant: TenantSsoDemo) => `https://idp.socio-demo.example/${tenant}`;

/** The company the demo partner may name (Productores Asociados, seed.ts) and the role its users get. */
export const EMPRESA_SSO_DEMO = 10;

/** The local stack's registry: what `-c ssoEmisores` is in a stage. */
export const EMISORES_SSO_DEMO: EmisoresSso = Object.fromEntries(
  Object.entries(CLAVES_DEMO).map(([tenant, c]) => [
    tenant,
    [
      {
        emisor: emisorDemo(tenant as TenantSsoDemo),
        algoritmo: 'ES256',
        clavePem: c.publica,
        empresas: [EMPRESA_SSO_DEMO],
        rol: 'productor',
      },
    ],
  ]),
);

export interface PersonaDemo {
  email: string;
  given_name: string;
  family_name: string;
  sub?: string;
}

/** The demo partner's user the printed links and the e2e sign in. */
export const PERSONA_SSO_DEMO = (tenant: TenantSsoDemo): PersonaDemo => ({
  email: `socio@${tenant}.demo`,
  given_name: 'Sofía',
  family_name: 'Socia',
  sub: `socio-${tenant}`,
});

/**
 * A fresh assertion of the tenant's demo partner: 2 minutes of life and a new jti. `claims` overrides
 * any claim (the tests' bad assertions); `clave` signs with another tenant's key.
 */
export const firmarAsercionDemo = async (
  tenant: TenantSsoDemo,
  persona: PersonaDemo = PERSONA_SSO_DEMO(tenant),
  { claims = {}, clave = tenant, vida = 120 }: { claims?: Record<string, unknown>; clave?: TenantSsoDemo; vida?: number } = {},
): Promise<string> => {
  const ahora = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: emisorDemo(tenant),
    aud: tenant,
    sub: persona.sub ?? persona.email,
    email: persona.email,
    given_name: persona.given_name,
    family_name: persona.family_name,
    empresa: EMPRESA_SSO_DEMO,
    iat: ahora,
    exp: ahora + vida,
    jti: randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .sign(await importPKCS8(CLAVES_DEMO[clave].privada, 'ES256'));
};

/** The SSO and embedded links of the demo partners, each with its own fresh assertion (5 minutes). */
export const enlacesSsoDemo = async (url: (tenant: string) => string): Promise<string[]> => [
  `SSO de un partner (cargosur, vence en 5 minutos): ${url('cargosur')}/sso/auth?token=${await firmarAsercionDemo('cargosur', undefined, { vida: 300 })}`,
  `Portal embebido (fletepago, vence en 5 minutos): ${url('fletepago')}/embedded?token=${await firmarAsercionDemo('fletepago', undefined, { vida: 300 })}&theme=dark`,
];
