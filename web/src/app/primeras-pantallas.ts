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
  /** Its modules are all in MODULOS_DE_LA_PRIMERA_CARGA: it shows without the rest of the messages. */
  soloPrimeraParte?: boolean;
}

const CONSULTAS = 'web/src/app/routes/ConConsultas.tsx';
const CON_SESION = [CONSULTAS, 'web/src/features/shell/ProtectedLayout.tsx'];

export const PRIMERAS_PANTALLAS: PrimeraPantalla[] = [
  {
    ruta: '^/auth/login/?$',
    ejemplo: '/auth/login',
    modulos: ['web/src/features/auth/routes/LoginPage.tsx'],
    soloPrimeraParte: true,
  },
  {
    ruta: '^/dashboard/?$',
    conSesion: true,
    soloPrimeraParte: true,
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
 * The modules of the screens that show with the first part of the messages alone (record 0186): the app's
 * entry, sign-in, and the signed-in shell with the dashboard. The build finds that part from what these
 * name (`web/scripts/mensajes-primera.ts`); the router makes every other screen wait for the rest.
 */
export const MODULOS_DE_LA_PRIMERA_CARGA = [
  'web/src/app/main.tsx',
  'web/src/features/auth/routes/LoginPage.tsx',
  CONSULTAS,
  'web/src/features/shell/ProtectedLayout.tsx',
  'web/src/features/dashboard/DashboardPage.tsx',
];

/**
 * What `loadMessages` imports before the first render (`primera`) and `cargarResto` after it (`resto`), per
 * locale (`lib/i18n.tsx`, `lib/diccionario.ts`). index.html preloads the first part on every path, and the
 * rest on a path whose screen waits for it.
 */
export const ARCHIVOS_DE_IDIOMA: Record<Locale, { primera: string[]; resto: string[] }> = {
  'es-AR': { primera: ['virtual:mensajes/es-AR/primera'], resto: ['virtual:mensajes/es-AR/resto'] },
  'pt-BR': {
    primera: ['virtual:mensajes/pt-BR/primera'],
    resto: ['virtual:mensajes/pt-BR/resto', 'shared/i18n/mensajes/traducir.ts'],
  },
};
