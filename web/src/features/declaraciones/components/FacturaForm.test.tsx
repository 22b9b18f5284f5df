import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FacturaForm } from './FacturaForm.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const declaracion = { id: '2026-10-v-20-840', prima: 462, moneda: { id: 840, simbolo: 'US$' } } as unknown as Declaracion;
const escribir = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('Cargar factura (issue 27 item 8)', () => {
  it('checks the dates before uploading the file: a due date before the invoice date uploads nothing', async () => {
    const api = stubApi(() => undefined);
    const { container } = renderWithProviders(<FacturaForm d={declaracion} />);
    escribir('factura-numero', 'A-0001-00000042');
    escribir('factura-fecha', '10022026');
    escribir('factura-vto', '09022026');
    const archivo = container.querySelector('input[type=file]')!;
    fireEvent.change(archivo, { target: { files: [new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect((screen.getByTestId('factura-subir') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('factura-subir'));
    expect(await screen.findByText('El vencimiento no puede ser anterior a la fecha de la factura.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('a day that does not exist stays as typed and is refused before uploading', async () => {
    const api = stubApi(() => undefined);
    const { container } = renderWithProviders(<FacturaForm d={declaracion} />);
    escribir('factura-numero', 'A-1');
    escribir('factura-vto', '31022026');
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect((screen.getByTestId('factura-subir') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('factura-subir'));
    expect(await screen.findByText('Fecha inválida')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
