import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { EmpresaSelect, type EmpresaRef } from './EmpresaSelect.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const empresa = (id: number, nombre: string) => ({
  id,
  nombre,
  cif: `30-${id}`,
  tipo: 'productor',
  paisId: 32,
  configuracion: {},
});
const PRIMERAS = [empresa(1, 'Aseguradora del Sur'), empresa(2, 'Broker Andino')];
const ZETA = empresa(150, 'Zeta Logística');

const answer = (completa: boolean) =>
  api.mockImplementation(async (_op: unknown, input: any) => {
    if (input.query.filtro)
      return { data: input.query.filtro.startsWith('Zet') ? [ZETA] : [], meta: { size: 20, nextCursor: null, total: null } };
    return { data: PRIMERAS, meta: { size: 100, nextCursor: completa ? null : 'c2', total: null } };
  });

function Harness({ onChange, conocidas }: { onChange: (id: number | null) => void; conocidas?: EmpresaRef[] }) {
  const [value, setValue] = useState<number | null>(conocidas?.[0]?.id ?? null);
  return (
    <EmpresaSelect
      label="Empresa"
      value={value}
      conocidas={conocidas}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      data-testid="empresa"
    />
  );
}

/** Types as a person does: Mantine's Select takes a change of an input without focus for autofill. */
const typeIn = (value: string) => {
  const input = screen.getByTestId('empresa');
  input.focus();
  fireEvent.change(input, { target: { value } });
};
const searches = () => api.mock.calls.filter(([, input]) => (input as { query: { filtro?: string } }).query.filtro);

describe('EmpresaSelect', () => {
  beforeEach(() => {
    api.mockReset();
  });

  it('offers the first page and does not search the server when it is the whole list', async () => {
    answer(true);
    renderWithProviders(<Harness onChange={() => {}} />);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api.mock.calls[0]![1]).toMatchObject({ query: { size: 100 } });
    typeIn('Zet');
    await new Promise((r) => setTimeout(r, 500));
    expect(searches()).toHaveLength(0);
  });

  it('searches by the beginning of the name when the tenant has more than the first page, and the choice sticks', async () => {
    answer(false);
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    typeIn('Zet');
    const option = await screen.findByRole('option', { name: 'Zeta Logística (30-150)' });
    expect(searches()[0]![1]).toMatchObject({ query: { filtro: 'Zet' } });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(150);
    await waitFor(() => expect((screen.getByTestId('empresa') as HTMLInputElement).value).toBe('Zeta Logística (30-150)'));
  });

  it('names a value beyond the first page from what the caller knows', async () => {
    answer(false);
    renderWithProviders(<Harness onChange={() => {}} conocidas={[{ id: 150, nombre: 'Zeta Logística', cif: '30-150' }]} />);
    await waitFor(() => expect((screen.getByTestId('empresa') as HTMLInputElement).value).toBe('Zeta Logística (30-150)'));
  });
});
