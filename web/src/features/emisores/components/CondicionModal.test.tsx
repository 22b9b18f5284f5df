import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { condicionTransporteVacia } from '#shared/emisores/formulario.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CondicionModal } from './CondicionModal.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const escribir = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('issuer condition modal: contradictory bounds (issue 27 item 5)', () => {
  it('refuses a markup maximum under its minimum and a negative premium on their fields, and keeps the modal open', () => {
    stubApi(() => ({ body: { data: [], meta: { size: 10, nextCursor: null, total: 0 } } }));
    const onAceptar = vi.fn();
    const valor = {
      ...condicionTransporteVacia(),
      aplicableA: { poliza: { id: 1, numero: 'P-1' }, endoso: { id: 1, nombre: 'Base' }, beneficiario: null },
      tasa: { valor: 0.35, primaMinima: 40, cargosExtra: 0 },
    };
    renderWithProviders(
      <CondicionModal condicion={{ tipo: 'transporte', index: null, valor }} onAceptar={onAceptar} onClose={() => undefined} />,
    );
    escribir('condicion-markupMinimo', '40');
    escribir('condicion-markupMaximo', '20');
    escribir('condicion-premioSugerido', '-50');
    // The minus is kept: the schema refuses it, the field never turns it into 50.
    expect((screen.getByTestId('condicion-premioSugerido') as HTMLInputElement).value).toBe('-50');
    fireEvent.click(screen.getByTestId('condicion-aceptar'));
    expect(onAceptar).not.toHaveBeenCalled();
    expect(screen.getByText('El markup máximo debe ser mayor o igual al markup mínimo')).toBeTruthy();
    expect(screen.getByText('Debe ser mayor o igual a 0')).toBeTruthy();
  });
});
