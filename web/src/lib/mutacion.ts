import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write whose success makes every query under `key` stale (a feature's list and detail read again). */
export const useMutacionQueInvalida = <V, R>(key: QueryKey, fn: (v: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
};
