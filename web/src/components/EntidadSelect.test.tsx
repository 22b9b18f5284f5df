import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ENTIDAD_DEBOUNCE_MS, EntidadSelect } from './EntidadSelect.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const ar = { id: 32, nombre: 'Argentina', bandera: '/flags/ar.svg' };
const ÑANDU: Cliente = {
  id: 5,
  nombre: 'Logística Ñandú S.A.',
  cif: '30710000011',
  logo: null,
  markup: null,
  pais: ar,
  email: null,
  productorId: 10,
};

// Also runs the timers TanStack Query schedules its notifications with.
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
  });
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function Harness({ onChange, productorId }: { onChange: (c: Cliente | null) => void; productorId?: number }) {
  const [value, setValue] = useState<Cliente | null>(null);
  return (
    <EntidadSelect
      label="Tomador"
      value={value}
      productorId={productorId}
      onChange={(c) => {
        setValue(c);
        onChange(c);
      }}
    />
  );
}

describe('EntidadSelect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.mockReset();
    api.mockImplementation(async (_op: unknown, input: any) => ({
      data: input.query.filtro === 'zzz' ? [] : [ÑANDU],
      meta: { total: null, size: 10, nextCursor: null },
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const typeIn = (value: string) => fireEvent.change(screen.getByTestId('entidad-select'), { target: { value } });

  it('waits 800 ms after the last key before searching, with a loading indicator meanwhile', async () => {
    renderWithProviders(<Harness onChange={() => {}} productorId={10} />);
    typeIn('ñ');
    await advance(400);
    typeIn('ñan');
    expect(screen.getByTestId('entidad-select-loader')).toBeTruthy();
    await advance(ENTIDAD_DEBOUNCE_MS - 1);
    expect(api).not.toHaveBeenCalled();
    await advance(1);
    await flush();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![1]).toMatchObject({ query: { filtro: 'ñan', productorId: 10 } });
    expect(screen.getByTestId('entidad-select-option').textContent).toBe('Logística Ñandú S.A. — 30710000011');
    expect(screen.queryByTestId('entidad-select-loader')).toBeNull();
  });

  it('does not search below 1 character (blank input)', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    typeIn('   ');
    await advance(ENTIDAD_DEBOUNCE_MS * 2);
    await flush();
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByTestId('entidad-select-loader')).toBeNull();

    typeIn('a');
    await advance(ENTIDAD_DEBOUNCE_MS);
    await flush();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![1]).toMatchObject({ query: { filtro: 'a' } });
  });

  it("says 'Sin resultados' when nothing matches", async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    typeIn('zzz');
    await advance(ENTIDAD_DEBOUNCE_MS);
    await flush();
    expect(screen.getByTestId('entidad-select-empty').textContent).toBe('Sin resultados');
  });

  it('selecting an option gives the cliente as value and shows it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    typeIn('log');
    await advance(ENTIDAD_DEBOUNCE_MS);
    await flush();
    fireEvent.click(screen.getByTestId('entidad-select-option'));
    expect(onChange).toHaveBeenCalledWith(ÑANDU);
    expect((screen.getByTestId('entidad-select') as HTMLInputElement).value).toBe('Logística Ñandú S.A. — 30710000011');

    // Typing over the chosen one clears the selection and keeps the text as the new search.
    typeIn('Logística');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByTestId('entidad-select') as HTMLInputElement).value).toBe('Logística');
    await advance(ENTIDAD_DEBOUNCE_MS);
    await flush();
    expect(api.mock.calls.at(-1)![1]).toMatchObject({ query: { filtro: 'Logística' } });
  });
});
