import type { Operation } from './define.ts';
import { listCatalogo, listEmpresas } from './operations/catalogos.ts';
import { getMe } from './operations/me.ts';

/** Every operation of the API, once. Infra, the local gateway, the SPA client and OpenAPI read this. */
export const OPERATIONS: readonly Operation[] = [getMe, listCatalogo, listEmpresas];

export const findOperation = (id: string): Operation | undefined => OPERATIONS.find((op) => op.id === id);
