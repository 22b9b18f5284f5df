import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api-error.ts';

/**
 * Puts the field errors of a 400 answer ({path, message}) on the form fields. Returns the message
 * to show above the form when the error is not about a field (409 e-mail in use, 403, ...).
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined => {
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  let placed = 0;
  for (const e of error.errors) {
    const root = e.path.split('.')[0] ?? '';
    if (!fields.includes(root)) continue;
    // An error of the whole list goes to its root entry (react-hook-form field arrays).
    const name = (e.path === root && root === 'empresas' ? 'empresas.root' : e.path) as Path<T>;
    setError(name, { type: 'server', message: e.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed === error.errors.length && placed > 0 ? undefined : error.message;
};
