import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '#shared/tenants/tenant.ts';
import { cargarDiccionario } from './diccionario.ts';

export type Messages = Record<string, string>;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

/** The locale files (shared/i18n, also served as /i18n/<locale>.json), each its own lazy chunk. */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'es-AR': () => import('#shared/i18n/es-AR.json'),
  'pt-BR': () => import('#shared/i18n/pt-BR.json'),
};

const cache = new Map<Locale, Messages>();

export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const hit = cache.get(locale);
  if (hit) return hit;
  const [{ default: messages }] = await Promise.all([LOADERS[locale](), cargarDiccionario(locale)]);
  cache.set(locale, messages);
  return messages;
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
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | undefined>(() => {
    const initial = messages ?? cache.get(locale);
    return initial ? { locale, messages: initial } : undefined;
  });

  useEffect(() => {
    if (messages) {
      setLoaded({ locale, messages });
      return;
    }
    let active = true;
    loadMessages(locale)
      .then((m) => {
        if (active) setLoaded({ locale, messages: m });
      })
      .catch((err: unknown) => console.error('No se pudieron cargar las traducciones', err));
    return () => {
      active = false;
    };
  }, [locale, messages]);

  const current = loaded?.messages;
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
