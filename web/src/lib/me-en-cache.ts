import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/contract/schemas/me.ts';
import { ME_QUERY_KEY } from './me-key.ts';

/**
 * /v1/me as the page's query cache holds it, for what renders outside the query provider (the document
 * title, on every route): the cache's client is announced here when it is made, so reading it does not
 * load TanStack Query with the sign-in page.
 */
let cliente: QueryClient | undefined;
const avisos = new Set<() => void>();

export const anunciarCliente = (nuevo: QueryClient) => {
  cliente = nuevo;
  avisos.forEach((aviso) => aviso());
};

const suscribir = (onChange: () => void) => {
  let bajaCache = cliente?.getQueryCache().subscribe(onChange);
  const alAparecer = () => {
    bajaCache?.();
    bajaCache = cliente?.getQueryCache().subscribe(onChange);
    onChange();
  };
  avisos.add(alAparecer);
  return () => {
    avisos.delete(alAparecer);
    bajaCache?.();
  };
};

const leer = () => cliente?.getQueryData<Me>(ME_QUERY_KEY);

export const useMeEnCache = (): Me | undefined => useSyncExternalStore(suscribir, leer, leer);
