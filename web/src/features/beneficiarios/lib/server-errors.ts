import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api-error.ts';

/**
 * Puts the field errors of a 400 answer ({path, message}) on the form fields (the CIF check digit,
 * for one). Returns the message to show above the form when it is not about a field (409, 403...).
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined => {
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  let placed = 0;
  for (const e of error.errors) {
    if (!fields.includes(e.path)) continue;
    setError(e.path as Path<T>, { type: 'server', message: e.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed === error.errors.length && placed > 0 ? undefined : error.message;
};
