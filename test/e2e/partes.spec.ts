import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { buildCuit } from '../../shared/validators/cif.ts';
import { signIn, tenantUrl } from './support.ts';
import {
  cerrarBienvenida,
  choose,
  completarExportacionTerrestre,
  COTIZADOR_PATH,
  cotizarYElegirOferta,
  screenshots,
} from './wizard.ts';

const shot = screenshots('partes');

/** A client the demo data does not hold: a unique name and a valid CUIT. */
const clienteNuevo = (prefijo: string) => {
  const n = randomInt(1_000_000);
  return { nombre: `${prefijo} ${n} S.A.`, cif: buildCuit('30', 75_000_000 + n) };
};

/** The party form (the same in Beneficiarios and in the quote): name, Argentina, CUIT, save. */
const completarParte = async (page: Page, c: { nombre: string; cif: string }) => {
  await expect(page.getByTestId('beneficiario-form')).toBeVisible();
  await page.getByTestId('beneficiario-nombre').fill(c.nombre);
  await choose(page, 'beneficiario-pais', 'Argentina', 'Arg');
  await page.getByTestId('beneficiario-cif').fill(c.cif);
  await page.getByTestId('beneficiario-save').click();
};

/** Prices the trip, picks the first coverage without excess and saves: the server accepts the policyholder. */
const cotizarYGuardar = async (page: Page) => {
  await cotizarYElegirOferta(page);
  await expect(page.getByTestId('resumen-cotizacion')).toBeVisible();
  await page.getByTestId('boton-guardar').click();
  await expect(page.getByText('Guardaste la cotización')).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
});

test('a broker adds a client in Beneficiarios and quotes for it as policyholder', async ({ page }) => {
  test.setTimeout(120_000);
  const cliente = clienteNuevo('Cliente Beneficiarios');
  await page.goto(tenantUrl('cargosur', '/beneficiarios'));
  await page.getByTestId('beneficiarios-add').click();
  await completarParte(page, cliente);
  await expect(page.getByText('Beneficiario creado con éxito')).toBeVisible();
  await expect(page.getByTestId('beneficiario-form')).toBeHidden();
  await page.getByTestId('beneficiarios-search').fill(cliente.cif);
  await expect(page.getByText(cliente.nombre)).toBeVisible();
  await shot(page, '01-beneficiarios');

  // The quote's search is the producer's: the new client is there, by name.
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  await completarExportacionTerrestre(page);
  await page.getByTestId('campo-tomador').fill(cliente.nombre.slice(0, 24));
  await page.getByTestId('campo-tomador-option').filter({ hasText: cliente.cif }).click();
  await expect(page.getByTestId('campo-tomador')).toHaveValue(`${cliente.nombre} — ${cliente.cif}`);
  await shot(page, '02-tomador-elegido');
  await cotizarYGuardar(page);
  // Guardar lands on Emisión: the summary with the policyholder is one step back.
  await page.getByTestId('boton-atras').click();
  await expect(page.getByText(`${cliente.nombre} — ${cliente.cif}`).first()).toBeVisible();
});

test('a broker creates the policyholder from inside the quote, and it is selected', async ({ page }) => {
  test.setTimeout(120_000);
  const cliente = clienteNuevo('Cliente Cotizador');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  await completarExportacionTerrestre(page);

  await page.getByTestId('nuevo-tomador').click();
  await expect(page.getByText('Agregar tomador')).toBeVisible();
  // The same validation as Beneficiarios: the CUIT by country.
  await completarParte(page, { ...cliente, cif: '30-12345678-0' });
  await expect(page.getByText('El CUIT no es válido: revisá los 11 dígitos y el dígito verificador.')).toBeVisible();
  await page.getByTestId('beneficiario-cif').fill(cliente.cif);
  await shot(page, '03-nuevo-tomador');
  await page.getByTestId('beneficiario-save').click();
  await expect(page.getByText('Tomador creado con éxito')).toBeVisible();
  await expect(page.getByTestId('beneficiario-form')).toBeHidden();
  await expect(page.getByTestId('campo-tomador')).toHaveValue(`${cliente.nombre} — ${cliente.cif}`);
  await shot(page, '04-tomador-creado');
  await cotizarYGuardar(page);

  // Beneficiarios lists it too.
  await page.goto(tenantUrl('cargosur', '/beneficiarios'));
  await page.getByTestId('beneficiarios-search').fill(cliente.cif);
  await expect(page.getByText(cliente.nombre)).toBeVisible();
});
