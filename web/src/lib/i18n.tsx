import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '#shared/tenants/tenant.ts';
import { cargarDiccionario } from './diccionario.ts';
import { trasLaPrimeraPantalla } from './primera-pantalla.ts';
import { createStore } from './storage.ts';

export type Messages = Record<string, string>;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

type Parte = () => Promise<{ default: Messages }>;

/**
 * Each locale's messages in two lazy chunks (record 0186): the part the first screens show (sign-in, the
 * signed-in shell, the dashboard), found by the build from what those screens name, and the rest.
 */
const PARTES: Record<Locale, { primera: Parte; resto: Parte }> = {
  'es-AR': { primera: () => import('virtual:mensajes/es-AR/primera'), resto: () => import('virtual:mensajes/es-AR/resto') },
  'pt-BR': { primera: () => import('virtual:mensajes/pt-BR/primera'), resto: () => import('virtual:mensajes/pt-BR/resto') },
};

/** What has arrived of each locale: its first part, then the whole. */
const cache = new Map<Locale, Messages>();
const restos = new Map<Locale, Promise<void>>();
let version = 0;
const cambios = createStore(() => version);
const guardar = (locale: Locale, messages: Messages) => {
  cache.set(locale, messages);
  version += 1;
  cambios.notify();
};

/** The first part of a locale's messages: the app waits for it before its first render. */
export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const hit = cache.get(locale);
  if (hit) return hit;
  const { default: primera } = await PARTES[locale].primera();
  if (!cache.has(locale)) guardar(locale, primera);
  return cache.get(locale) as Messages;
};

/**
 * The whole of a locale's messages, with the dictionary of the server's messages where the locale needs one
 * (record 0175): a screen outside the first ones waits for it with its chunk (app/router.tsx), and the provider
 * asks for it once the first screen has painted. A failed download is asked again by the next.
 */
export const cargarResto = (locale: Locale): Promise<void> => {
  let pedido = restos.get(locale);
  if (!pedido) {
    pedido = Promise.all([loadMessages(locale), PARTES[locale].resto(), cargarDiccionario(locale)]).then(
      ([primera, { default: resto }]) => guardar(locale, { ...primera, ...resto }),
    );
    pedido.catch(() => restos.delete(locale));
    restos.set(locale, pedido);
  }
  return pedido;
};

/**
 * Looks a key up; a missing key shows the key itself (spec 3 §2.10). `{name}` placeholders are filled
 * from vars (with `count` 1, the key's `_one` text if any); a value that ends in a full stop ('Transportes S.A.') absorbs the template's own stop
 * right after it, so a sentence that ends in a name never prints '..'.
 */
export const translate = (messages: Messages, key: string, vars?: TranslateVars): string => {
  // One of something reads in the singular ('1 siniestro'): the key's `_one` text, when it has one.
  const uno = vars && String(vars.count) === '1' ? messages[`${key}_one`] : undefined;
  const text = uno ?? messages[key];
  if (text === undefined) return key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}(\.?)/g, (m, name: string, stop: string) => {
    if (!(name in vars)) return m;
    const value = String(vars[name]);
    return value.endsWith('.') ? value : value + stop;
  });
};

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ locale: 'es-AR', t: (key) => key });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages?: Messages; children: ReactNode }) {
  useSyncExternalStore(cambios.subscribe, cambios.get, cambios.get);
  useEffect(() => {
    if (messages) return;
    // A tenant switch may bring a locale the app did not load before its first render.
    loadMessages(locale).catch((err: unknown) => console.error('No se pudieron cargar las traducciones', err));
    trasLaPrimeraPantalla(() => {
      cargarResto(locale).catch((err: unknown) => console.error('No se pudieron cargar las traducciones', err));
    });
  }, [locale, messages]);

  // After a tenant switch, the other locale's texts until this one's arrive rather than bare keys.
  const current = messages ?? cache.get(locale) ?? cache.values().next().value;
  const t = useCallback<Translate>((key, vars) => (current ? translate(current, key, vars) : key), [current]);
  const value = useMemo(() => ({ locale, t }), [locale, t]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useT = (): Translate => useContext(I18nContext).t;

/** The tenant's locale, for what its language writes its own way (a month's name). */
export const useLocale = (): Locale => useContext(I18nContext).locale;
