import { expect, test } from '@playwright/test';
import { clavePeriodo, periodoCerrado } from '../../../shared/declaraciones/periodo.ts';
import { idDemo } from '../../../scripts/local/embarcacion-demo.ts';
import { dia as diaIso, emitirCertificado } from '../api.ts';
import { emitirCertificadoCarga } from '../carga.ts';
import { tenantUrl } from '../support.ts';
import { cerrarBienvenida, COTIZADOR_PATH, cotizarGuardarYEmitir } from '../wizard.ts';
import { enPantalla, entrar } from './pantalla.ts';

/**
 * The main journeys on a 390 × 844 phone (issue 31): each step fails when the page overflows or a
 * control is out of reach. Tenants other than the desktop specs' where those change shared demo data.
 */

test('a producer quotes, saves and issues a specific trip', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, 'cargosur', 'productor@cargosur.demo');
  await enPantalla(page, 'tablero');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page, () => enPantalla(page, 'viaje bienvenida'));
  await cotizarGuardarYEmitir(page, { alPaso: (paso) => enPantalla(page, `viaje ${paso}`) });
});

test('a producer issues a cargo certificate and quotes security custody for it', async ({ page }) => {
  test.setTimeout(150_000);
  await entrar(page, 'cargosur', 'productor@cargosur.demo');
  await emitirCertificadoCarga(page, 'TEL-CARGA', {
    alAbrir: () => enPantalla(page, 'carga vacío'),
    alCotizar: () => enPantalla(page, 'carga cotizado'),
  });
  await enPantalla(page, 'carga detalle');

  await page.getByTestId('detalle-medidas-seguridad').click();
  await expect(page.getByTestId('custodia-mapa')).toHaveAttribute('data-estado', 'listo', { timeout: 20_000 });
  await enPantalla(page, 'custodia');
  await page.getByTestId('custodia-cotizar').click();
  await page.getByTestId('custodia-from').fill('Puerto de Buenos');
  await page.getByTestId('custodia-from-option').first().click();
  await page.getByTestId('custodia-to').fill('Rosario');
  await page.getByTestId('custodia-to-option').first().click();
  await page.getByTestId('custodia-vehiculos').fill('2');
  await enPantalla(page, 'custodia ruta');
  await page.getByTestId('custodia-cotizar').click();
  await expect(page.getByTestId('custodia-plan')).toBeVisible();
  await enPantalla(page, 'custodia cotizada');
});

test('a producer fills the annual wizard and sees the offers', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/seguros/flotantes/rating-anual/certificados/cotizador'));
  await page.getByTestId('anual-tomador').fill('Frig');
  await page.getByRole('option').first().click();
  await page.getByTestId('anual-mae-monto').fill('20000000');
  await page.getByTestId('anual-mae-monto').blur();
  for (const [campo, opcion] of [
    ['mercaderias', 'Granos y cereales'],
    ['operaciones', 'Tránsito nacional'],
    ['transportes', 'Terrestre'],
  ] as const) {
    await page.getByTestId(`composicion-${campo}-0-id`).click();
    await page.getByRole('option', { name: opcion, exact: true }).click();
  }
  await page.getByTestId('composicion-transportes-0-limite').fill('500000');
  await enPantalla(page, 'anual mercadería');
  await page.getByTestId('anual-cotizar').click();
  await expect(page.getByTestId('anual-declaracion-jurada')).toBeVisible();
  await expect(page.getByTestId('oferta-anual-3')).toBeVisible();
  await enPantalla(page, 'anual ofertas');
});

test('a member of the public files a claim notice', async ({ page }) => {
  test.setTimeout(120_000);
  const { nro, cif } = await emitirCertificado();
  await page.goto(tenantUrl('cargosur', '/siniestros/denuncias'));
  await enPantalla(page, 'aviso búsqueda');
  await page.getByTestId('aviso-numero').fill(nro);
  await page.getByTestId('aviso-cif').fill(cif);
  await page.getByTestId('aviso-continuar').click();
  await expect(page.getByTestId('aviso-certificado')).toHaveText(`Certificado: #${nro}`);
  await page.getByTestId('denuncia-contacto-nombre').fill('María Pérez');
  await page.getByTestId('denuncia-contacto-email').fill('maria.perez@cliente.demo');
  await page.getByTestId('denuncia-contacto-telefono').fill('+54 11 4444-5555');
  await page.getByTestId('denuncia-cobertura').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('denuncia-fecha').fill(diaIso(1).split('-').reverse().join('/'));
  await page.getByTestId('denuncia-monto').fill('12345,67');
  await page.getByTestId('denuncia-descripcion').fill('Vuelco del camión en la ruta 14.');
  await page.getByTestId('denuncia-lugar').fill('Ruta Nacional 14, km 320');
  await page.getByTestId('denuncia-ubicacion').fill('Depósito de la transportista');
  await page.getByTestId('denuncia-comentarios').fill('Sin fotos todavía.');
  await enPantalla(page, 'aviso formulario');
  await page.getByTestId('denuncia-informar').click();
  await expect(page.getByRole('heading', { name: 'Gracias por contactarte' })).toBeVisible();
  await enPantalla(page, 'aviso gracias');
});

test('a visitor opens the boat checkout and reaches the payment QR', async ({ page }) => {
  await page.goto(tenantUrl('bancoandino', `/checkout?total=1&nombre=La+Gaviota&moneda=%24&id=${idDemo('bancoandino')}`));
  await expect(page.getByTestId('checkout-pagar')).toBeVisible();
  await enPantalla(page, 'checkout');
  await page.getByTestId('checkout-pagar').click();
  await expect(page.getByTestId('checkout-qr')).toBeVisible();
  await enPantalla(page, 'checkout qr');
});

test("a partner confirms its sales declaration from the row's action", async ({ page }) => {
  const id = `${clavePeriodo(periodoCerrado(new Date()))}-v-20-840`;
  await entrar(page, 'bancoandino', 'emisor@bancoandino.demo');
  await page.goto(tenantUrl('bancoandino', '/declaraciones/partners'));
  const fila = page.getByTestId(`declaracion-row-${id}`);
  await expect(fila.getByTestId('declaracion-estado')).toHaveAttribute('data-estado', '2');
  await enPantalla(page, 'declaraciones');
  await fila.getByTestId('declaracion-confirmar').click();
  await expect(page.getByTestId('declaracion-conforme')).toBeVisible();
  await enPantalla(page, 'declaraciones confirmar');
  await page.getByTestId('declaracion-conforme').click();
  await expect(fila.getByTestId('declaracion-estado')).toHaveAttribute('data-estado', '3');
});
