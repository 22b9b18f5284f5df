import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { EnlaceDescarga } from './EnlaceDescarga.tsx';

describe('EnlaceDescarga', () => {
  const assign = vi.fn();
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('asks for a fresh link on every click and follows it', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    let n = 0;
    const pedirUrl = vi.fn(async () => `https://s3.test/doc.pdf?firma=${++n}`);
    renderWithProviders(
      <EnlaceDescarga pedirUrl={pedirUrl} testId="doc">
        factura.pdf
      </EnlaceDescarga>,
    );
    const link = screen.getByTestId('doc');
    expect(link.getAttribute('href')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://s3.test/doc.pdf?firma=1'));
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://s3.test/doc.pdf?firma=2'));
    expect(pedirUrl).toHaveBeenCalledTimes(2);
  });

  it('a failed request leaves the page where it is', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(
      <EnlaceDescarga variante="boton" pedirUrl={() => Promise.reject(new Error('El archivo no existe.'))} testId="doc">
        Constancia
      </EnlaceDescarga>,
    );
    fireEvent.click(screen.getByTestId('doc'));
    await waitFor(() => expect((screen.getByTestId('doc') as HTMLButtonElement).disabled).toBe(false));
    expect(assign).not.toHaveBeenCalled();
  });
});
