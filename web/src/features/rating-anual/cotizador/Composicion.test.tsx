import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { COLORES_COMPOSICION } from '#shared/rating-anual/composicion.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { Composicion } from './Composicion.tsx';
import { valoresIniciales, type CotizadorValues } from './form.ts';

const OPERACIONES = [
  { id: 201, nombre: 'Tránsito nacional' },
  { id: 202, nombre: 'Importación' },
  { id: 203, nombre: 'Exportación' },
];

let form!: UseFormReturn<CotizadorValues>;
function Harness() {
  form = useForm<CotizadorValues>({ defaultValues: { ...valoresIniciales(), mae: { monto: 1_000_000, idMoneda: 840 } } });
  return <Composicion form={form} campo="operaciones" titulo="Operaciones" opciones={OPERACIONES} moneda="U$S" nueva={{}} />;
}

const valor = (i: number) => (screen.getByTestId(`composicion-operaciones-${i}-valor`) as HTMLInputElement).value;
const opcionesDe = async (i: number) => {
  fireEvent.click(screen.getByTestId(`composicion-operaciones-${i}-id`));
  await screen.findAllByRole('option');
  const nombres = screen.getAllByRole('option').map((o) => o.textContent);
  fireEvent.keyDown(screen.getByTestId(`composicion-operaciones-${i}-id`), { key: 'Escape' });
  return nombres;
};

describe('Composicion (spec 2 §4.5)', () => {
  it('percent and amount edit each other on the MAE; the amount never exceeds it', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByTestId('composicion-operaciones-0-tasa'), { target: { value: '40' } });
    await waitFor(() => expect(valor(0)).toBe('400.000,00'));
    fireEvent.change(screen.getByTestId('composicion-operaciones-0-valor'), { target: { value: '250.000,00' } });
    await waitFor(() => expect(form.getValues('operaciones.0.tasa')).toBe(25));
    fireEvent.change(screen.getByTestId('composicion-operaciones-0-valor'), { target: { value: '3.000.000,00' } });
    await waitFor(() => expect(form.getValues('operaciones.0')).toMatchObject({ valor: 1_000_000, tasa: 100 }));
  });

  it('a new row takes what is left and the next colour; a chosen item is not offered in the other rows', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByTestId('composicion-operaciones-0-tasa'), { target: { value: '70' } });
    fireEvent.click(screen.getByTestId('composicion-operaciones-0-id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Importación' }));
    fireEvent.click(screen.getByTestId('composicion-operaciones-agregar'));
    await waitFor(() => expect(form.getValues('operaciones.1')).toMatchObject({ tasa: 30, valor: 300_000 }));
    expect(form.getValues('operaciones').map((f) => f.color)).toEqual(COLORES_COMPOSICION.slice(0, 2));
    expect(await opcionesDe(1)).toEqual(['Tránsito nacional', 'Exportación']);
  });

  it('removing the only row resets it to 100 % and the first colour', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByTestId('composicion-operaciones-0-tasa'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('composicion-operaciones-0-id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Exportación' }));
    await waitFor(() => expect(form.getValues('operaciones.0.id')).toBe(203));
    fireEvent.click(screen.getByTestId('composicion-operaciones-0-quitar'));
    await waitFor(() =>
      expect(form.getValues('operaciones')).toEqual([{ id: null, tasa: 100, valor: 1_000_000, color: COLORES_COMPOSICION[0] }]),
    );
    expect(valor(0)).toBe('1.000.000,00');
  });
});
