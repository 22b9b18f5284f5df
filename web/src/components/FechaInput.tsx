import { useRef } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { fecha, leerFecha } from '#shared/text/fecha.ts';
import { hoyIso, mascaraFecha } from '#web/lib/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { inputFieldProps, type InputFieldProps } from './input-field.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

const IconCalendar = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </svg>
);

export interface FechaInputProps extends InputFieldProps {
  /** ISO yyyy-mm-dd when complete and real, else what was typed so far (the resolver rejects it). */
  value: string;
  onChange: (value: string) => void;
  /**
   * Which days the calendar offers: up to today (a past event, the default), from today on (a
   * schedule) or any (a period that runs both ways, such as a policy's).
   */
  desde?: 'pasado' | 'hoy' | 'cualquiera';
}

/**
 * A day typed as dd/mm/aaaa (masked; typed dashes read the same, decision 0148) or picked from the browser's calendar, which does not offer days
 * after today (or, for a schedule, before it) unless told. The form value is ISO (what the API takes).
 */
export function FechaInput({ value, onChange, desde = 'pasado', ...field }: FechaInputProps) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const hoy = hoyIso();
  const texto = ISO.test(value) ? fecha(value) : value;

  return (
    <TextInput
      {...inputFieldProps(field)}
      placeholder={t('common.fecha.placeholder')}
      inputMode="numeric"
      value={texto}
      onChange={(e) => {
        const masked = mascaraFecha(e.currentTarget.value);
        onChange(leerFecha(masked) ?? masked);
      }}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={field.disabled}
            aria-label={t('common.fecha.elegir')}
            onClick={() => {
              const el = picker.current;
              if (!el) return;
              if (typeof el.showPicker === 'function') el.showPicker();
              else el.click();
            }}
          >
            <IconCalendar />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            max={desde === 'pasado' ? hoy : undefined}
            min={desde === 'hoy' ? hoy : undefined}
            tabIndex={-1}
            aria-hidden
            value={ISO.test(value) ? value : ''}
            onChange={(e) => {
              if (e.currentTarget.value) onChange(e.currentTarget.value);
              field.onBlur?.();
            }}
            data-testid={`${field.testId}-picker`}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', right: 0, bottom: 0 }}
          />
        </>
      }
    />
  );
}
