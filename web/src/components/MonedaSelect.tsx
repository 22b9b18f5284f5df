import { Select, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import type { Moneda } from '#shared/catalogos/schemas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { coincideMoneda } from '#web/lib/moneda.ts';

/**
 * The currency (spec 2 §2.5, §3.7): favourites first, then the rest, searched by name or symbol. The
 * options read 'U$S · Dólar estadounidense'.
 */
export function MonedaSelect({
  monedas,
  value,
  onChange,
  error,
  disabled,
  testId = 'suscripcion-moneda',
}: {
  monedas: readonly Moneda[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  disabled: boolean;
  testId?: string;
}) {
  const t = useT();
  const item = (m: Moneda) => ({ value: String(m.id), label: `${m.simbolo} · ${m.nombre}` });
  const grupos = [
    { group: t('suscripcion.monedasFavoritas'), items: monedas.filter((m) => m.esFavorita).map(item) },
    { group: t('suscripcion.monedasOtras'), items: monedas.filter((m) => !m.esFavorita).map(item) },
  ].filter((g) => g.items.length);
  const porId = new Map(monedas.map((m) => [String(m.id), m]));
  const coincide = (o: ComboboxItem, search: string) => {
    const m = porId.get(o.value);
    return m ? coincideMoneda(m, search) : false;
  };
  return (
    <Select
      label={t('suscripcion.moneda')}
      withAsterisk
      searchable
      data={grupos}
      filter={({ options, search }) =>
        options.flatMap((o: ComboboxParsedItem): ComboboxParsedItem[] => {
          if ('group' in o) {
            const items = o.items.filter((x) => coincide(x, search));
            return items.length ? [{ ...o, items }] : [];
          }
          return coincide(o, search) ? [o] : [];
        })
      }
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      error={error}
      disabled={disabled}
      nothingFoundMessage={t('suscripcion.sinMonedas')}
      data-testid={testId}
    />
  );
}
