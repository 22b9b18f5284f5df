import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Verificacion } from '#shared/contract/schemas/verificacion.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { VerificacionPage } from './VerificacionPage.tsx';

const CODIGO = 'ABCD-EFGH-JKLM';

const comun = {
  valido: true,
  estado: 'Emitido',
  fechaEmision: '2026-11-28',
  aseguradora: 'Aseguradora del Sur S.A.',
  tomador: 'Exportadora Demo S.A.',
};

const verificar = (respuesta: Verificacion) => {
  stubApi((r) => (r.path === `/v1/publico/verificaciones/${CODIGO}` ? { body: respuesta } : undefined));
  renderWithProviders(
    <MemoryRouter initialEntries={[`/verificar/${CODIGO}`]}>
      <Routes>
        <Route path="/verificar/:codigo" element={<VerificacionPage />} />
      </Routes>
    </MemoryRouter>,
  );
};

const texto = (testId: string) => screen.getByTestId(testId).textContent;
/** The label above a value (the line's first text). */
const etiqueta = (testId: string) => screen.getByTestId(testId).parentElement?.firstElementChild?.textContent;

describe('the public verification page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a container certificate with its containers, its period until their return, and no sum insured', async () => {
    verificar({
      ...comun,
      tipo: 'contenedores',
      nroCertificado: 'CT-00000012',
      fechaSalida: '2026-12-10',
      vigencia: { desde: '2026-12-10', hasta: '2026-12-30' },
      cobertura: 'Daños al contenedor',
      trayecto: "3 × 20' Dry",
      sumaAsegurada: null,
    });
    await screen.findByTestId('verificacion-resultado');
    expect(texto('verificacion-tipo')).toBe('Certificado de contenedores');
    expect(texto('verificacion-fecha-salida')).toBe('10/12/2026');
    expect(texto('verificacion-vigencia')).toBe('10/12/2026 al 30/12/2026');
    expect(etiqueta('verificacion-trayecto')).toBe('Contenedores');
    expect(texto('verificacion-suma')).toBe('No aplica');
  });

  it('shows an annual certificate with its scope, its year and no departure date', async () => {
    verificar({
      ...comun,
      tipo: 'anual',
      nroCertificado: 'FA-00000003',
      fechaSalida: null,
      vigencia: { desde: '2026-03-09', hasta: '2027-03-09' },
      cobertura: 'Todo riesgo',
      trayecto: 'Flotante anual',
      sumaAsegurada: 'Terrestre: US$ 200.000,00 por embarque',
    });
    await screen.findByTestId('verificacion-resultado');
    expect(texto('verificacion-tipo')).toBe('Flotante anual');
    expect(screen.queryByTestId('verificacion-fecha-salida')).toBeNull();
    expect(texto('verificacion-vigencia')).toBe('09/03/2026 al 09/03/2027');
    expect(etiqueta('verificacion-trayecto')).toBe('Alcance');
    expect(texto('verificacion-suma')).toBe('Terrestre: US$ 200.000,00 por embarque');
  });

  it('says a certificate given baja is not in force', async () => {
    verificar({
      ...comun,
      valido: false,
      estado: 'Baja',
      tipo: 'carga',
      nroCertificado: 'CC-00000041',
      fechaSalida: '2026-12-01',
      vigencia: null,
      cobertura: 'Todo riesgo',
      trayecto: 'Argentina - Brasil (Marítimo)',
      sumaAsegurada: 'US$ 11.000,00',
    });
    const resultado = await screen.findByTestId('verificacion-resultado');
    expect(resultado.getAttribute('data-valido')).toBe('false');
    expect(resultado.textContent).toContain('Certificado no vigente');
    expect(etiqueta('verificacion-trayecto')).toBe('Trayecto');
  });
});
