import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { codigoParaSocio, RUTA_EMBEBIDA, TestEmbebidoPage } from './TestEmbebidoPage.tsx';

describe('/test-embebido-flotantes', () => {
  it("gives the partner's snippet with its token and theme in the query string", () => {
    expect(codigoParaSocio('https://cargosur.portal.example')).toContain(
      'src="https://cargosur.portal.example/embedded/certificados?token=TOKEN_DEL_SOCIO&theme=light"',
    );
  });

  it('frames the embedded floating certificates from this origin, without a token', () => {
    renderWithProviders(<TestEmbebidoPage />);
    const marco = screen.getByTitle('Vista previa del portal embebido');
    expect(marco.getAttribute('src')).toBe(RUTA_EMBEBIDA);
    expect(screen.getByTestId('embebido-codigo').textContent).toContain(`${window.location.origin}/embedded/certificados?token=`);
  });
});
