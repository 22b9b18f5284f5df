import { useSyncExternalStore } from 'react';
import { createStore, local, STORAGE_KEYS } from './storage.ts';

/** The company the user works under, stored locally and sent as x-empresa-id. */
const read = (): number | undefined => {
  const n = Number(local.get(STORAGE_KEYS.empresa));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const store = createStore(read);

export const getSelectedEmpresaId = (): number | undefined => store.get();

export const setSelectedEmpresaId = (id: number | undefined): void => {
  if (id === undefined) local.remove(STORAGE_KEYS.empresa);
  else local.set(STORAGE_KEYS.empresa, String(id));
  store.notify();
};

export const useSelectedEmpresaId = (): number | undefined => useSyncExternalStore(store.subscribe, store.get, store.get);

/** The stored company if the user still has it, else the first of the list. */
export const pickEmpresa = <E extends { empresa: { id: number } }>(
  empresas: readonly E[],
  selected: number | undefined,
): E | undefined => empresas.find((e) => e.empresa.id === selected) ?? empresas[0];
