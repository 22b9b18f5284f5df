import { Box } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { fechaImposible, rangoInvertido, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { FechaInput } from './FechaInput.tsx';

/**
 * 'Desde' and 'Hasta' of a list (dd/mm/aaaa): a day that does not exist, or a 'hasta' before 'desde',
 * is marked in its box (and not asked for).
 */
export function RangoFechasInputs({
  value,
  onChange,
  disabled,
  errors,
  testIdPrefix,
}: {
  value: RangoFechas;
  onChange: (value: RangoFechas) => void;
  disabled?: boolean;
  /** The server's field messages, if it ever refuses the range. */
  errors?: { desde?: string | undefined; hasta?: string | undefined };
  testIdPrefix: string;
}) {
  const t = useT();
  const invalida = (dia: string) => (fechaImposible(dia) ? t('lista.fechaInvalida') : undefined);
  return (
    <>
      <Box w={170}>
        <FechaInput
          label={t('lista.desde')}
          value={value.desde}
          onChange={(desde) => onChange({ ...value, desde })}
          disabled={disabled}
          error={invalida(value.desde) ?? errors?.desde}
          testId={`${testIdPrefix}-desde`}
        />
      </Box>
      <Box w={170}>
        <FechaInput
          label={t('lista.hasta')}
          value={value.hasta}
          onChange={(hasta) => onChange({ ...value, hasta })}
          disabled={disabled}
          error={invalida(value.hasta) ?? (rangoInvertido(value) ? t('lista.rangoInvertido') : errors?.hasta)}
          testId={`${testIdPrefix}-hasta`}
        />
      </Box>
    </>
  );
}
