import { FileInput, Progress, Stack } from '@mantine/core';
import { formatFileSize } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

/** Invoices and proofs up to 10 MB (the server checks it again, and the type by the file's first bytes). */
export const MAX_BYTES = 10 * 1024 * 1024;

/** What the browser refuses before asking for an upload: too big or not one of the accepted types. */
export const problemaArchivo = (file: File | null, tipos: readonly string[]): 'grande' | 'tipo' | null =>
  !file ? null : file.size > MAX_BYTES ? 'grande' : !tipos.includes(file.type) ? 'tipo' : null;

export function SubidaArchivo({
  label,
  tipos,
  file,
  onChange,
  progreso,
  error,
  testId,
  required,
}: {
  label: string;
  tipos: readonly string[];
  file: File | null;
  onChange: (f: File | null) => void;
  progreso: number | null;
  error?: string | undefined;
  testId: string;
  required?: boolean;
}) {
  const t = useT();
  const problema = problemaArchivo(file, tipos);
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        accept={tipos.join(',')}
        value={file}
        onChange={onChange}
        clearable
        required={required}
        description={file ? formatFileSize(file.size) : t('declaraciones.archivo.max')}
        error={problema ? t(`declaraciones.archivo.${problema}`) : error}
        data-testid={testId}
      />
      {progreso !== null ? <Progress value={progreso * 100} size="sm" animated={progreso < 1} /> : null}
    </Stack>
  );
}
