import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formularioVacio, type FormularioEmisor } from '#shared/emisores/formulario.ts';
import { ChipsInput } from '#web/components/ChipsInput.tsx';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { resolverEmisor } from '../lib/resolver.ts';
import { TabFiscal } from './TabFiscal.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const { toastError } = await import('#web/lib/toast.ts');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Fiscal({ onForm }: { onForm: (f: ReturnType<typeof useForm<FormularioEmisor>>) => void }) {
  const form = useForm<FormularioEmisor>({ resolver: resolverEmisor, mode: 'all', defaultValues: formularioVacio() });
  onForm(form);
  return <TabFiscal form={form} />;
}

describe('issuer form: forma de pago (spec 1 §4)', () => {
  it('PPD enables and requires días de crédito; PUE resets and disables it', async () => {
    stubApi(() => ({ body: { data: [{ id: 484, codigo: 'MXN', nombre: 'Peso mexicano', simbolo: 'MX$', esFavorita: false }] } }));
    let form!: ReturnType<typeof useForm<FormularioEmisor>>;
    renderWithProviders(<Fiscal onForm={(f) => (form = f)} />);
    const dias = () => screen.getByTestId('emisor-diasDeCredito') as HTMLInputElement;
    expect(dias().disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('PPD'));
    await waitFor(() => expect(dias().disabled).toBe(false));
    await form.trigger();
    await waitFor(() => expect(screen.getByText('El campo Días de crédito es requerido')).toBeTruthy());

    fireEvent.change(dias(), { target: { value: '30' } });
    await waitFor(() => expect(form.getValues('informacionFiscal.diasDeCredito')).toBe(30));
    fireEvent.click(screen.getByLabelText('PUE'));
    await waitFor(() => expect(dias().disabled).toBe(true));
    expect(form.getValues('informacionFiscal.diasDeCredito')).toBeNull();
    expect(screen.queryByText('El campo Días de crédito es requerido')).toBeNull();
  });
});

function Chips({ vacioInvalido }: { vacioInvalido: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChipsInput label="Sucursales" value={value} onChange={setValue} max={50} vacioInvalido={vacioInvalido} testId="chips" />
  );
}

describe('sucursales and vendedores as chips', () => {
  it('adds a trimmed name as a removable chip and refuses empty input with "Corrija los errores"', () => {
    renderWithProviders(<Chips vacioInvalido />);
    fireEvent.click(screen.getByTestId('chips-agregar'));
    expect(toastError).toHaveBeenCalledWith('Corrija los errores');
    expect(screen.queryByTestId('chips-chip')).toBeNull();

    fireEvent.change(screen.getByTestId('chips-input'), { target: { value: '  Veracruz  ' } });
    fireEvent.keyDown(screen.getByTestId('chips-input'), { key: 'Enter' });
    expect(screen.getByTestId('chips-chip').textContent).toBe('Veracruz');
    expect((screen.getByTestId('chips-input') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByLabelText('Quitar Veracruz'));
    expect(screen.queryByTestId('chips-chip')).toBeNull();
  });

  it("the client's box ignores empty input: no toast, nothing added, the text cleared", () => {
    renderWithProviders(<Chips vacioInvalido={false} />);
    fireEvent.change(screen.getByTestId('chips-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('chips-agregar'));
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chips-chip')).toBeNull();
    expect((screen.getByTestId('chips-input') as HTMLInputElement).value).toBe('');
  });
});
