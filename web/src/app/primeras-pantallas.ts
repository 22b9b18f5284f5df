import type { Locale } from '#shared/tenants/tenant.ts';

/**
 * Screens a visit often starts on (a sign-in, a bookmark, a reload), with the modules their routes load
 * lazily. The build writes, for each, the chunks and sheets of those modules into index.html, and a
 * small script there preloads them when the address matches (record 0185): they download while the
 * entry does, instead of once it has run. Pure data: the Vite plugin reads it at build time and
 * `router.test.tsx` checks it against the route table.
 */
export interface PrimeraPantalla {
  /** A regular expression on `location.pathname`. */
  ruta: string;
  /** A path it matches, for the test. */
  ejemplo: string;
  /** Files under the repository's root whose default or named export a matched route renders. */
  modulos: string[];
  /** Behind the session: preloaded only when this browser keeps one (without it the visit goes to sign-in). */
  conSesion?: boolean;
}

const CONSULTAS = 'web/src/app/routes/ConConsultas.tsx';
const CON_SESION = [CONSULTAS, 'web/src/features/shell/ProtectedLayout.tsx'];

export const PRIMERAS_PANTALLAS: PrimeraPantalla[] = [
  { ruta: '^/auth/login/?$', ejemplo: '/auth/login', modulos: ['web/src/features/auth/routes/LoginPage.tsx'] },
  {
    ruta: '^/dashboard/?$',
    conSesion: true,
    ejemplo: '/dashboard',
    modulos: [...CON_SESION, 'web/src/features/dashboard/DashboardPage.tsx'],
  },
  {
    ruta: '^/certificados/?$',
    conSesion: true,
    ejemplo: '/certificados',
    modulos: [...CON_SESION, 'web/src/features/certificados/list/CertificadosPage.tsx'],
  },
  {
    ruta: '^/seguros/flotantes/rating-anual/certificados/cotizador/?$',
    conSesion: true,
    ejemplo: '/seguros/flotantes/rating-anual/certificados/cotizador',
    modulos: [...CON_SESION, 'web/src/features/rating-anual/cotizador/CotizadorAnualPage.tsx'],
  },
  {
    ruta: '^/aviso-siniestro/?$',
    ejemplo: '/aviso-siniestro',
    modulos: [
      CONSULTAS,
      'web/src/features/aviso-siniestro/routes/AvisoLayout.tsx',
      'web/src/features/aviso-siniestro/routes/BuscarCertificadoPage.tsx',
    ],
  },
  { ruta: '^/checkout/?$', ejemplo: '/checkout', modulos: [CONSULTAS, 'web/src/features/checkout/CheckoutPage.tsx'] },
];

/**
 * What `loadMessages` imports before the first render, per locale (`lib/i18n.tsx`, `lib/diccionario.ts`):
 * every first visit waits for it, so index.html preloads the files of the visit's locale on any path.
 */
export const ARCHIVOS_DE_IDIOMA: Record<Locale, string[]> = {
  'es-AR': ['shared/i18n/es-AR.json'],
  'pt-BR': ['shared/i18n/pt-BR.json', 'shared/i18n/mensajes/traducir.ts'],
};
