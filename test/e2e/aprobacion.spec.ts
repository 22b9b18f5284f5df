import { expect, test, type Browser } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';
import {
  cerrarBienvenida,
  completarDatosOperativos,
  completarExportacionTerrestre,
  COTIZADOR_PATH,
  esperarExito,
  POLIZAS_PATH,
  screenshots,
} from './wizard.ts';

const shot = screenshots('aprobacion');

/** Every actor browses in the business time zone (AR), so the wizard's "today" is the server's. */
const contexto = (browser: Browser) =>
  browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'America/Argentina/Buenos_Aires' });

/** Yesterday (yyyy-mm-dd) for the business day (UTC-3): a retroactive departure, excess code 540 on coverage 101. */
const ayer = () => new Date(Date.now() - 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

test('a quote with excess goes to approval, the insurer approves it on "En aprobación", the producer sees it approved and issues it', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // 1. The producer quotes a road export that left yesterday: coverage 101 of insurer 1 exceeds (540).
  const producerContext = await contexto(browser);
  let page = await producerContext.newPage();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  await completarExportacionTerrestre(page, { fechaSalida: ayer() });
  await expect(page.getByTestId('alerta-salida-atrasada')).toContainText('(1 día de atraso)');
  await shot(page, '01-viaje-salida-ayer');

  await page.getByTestId('boton-cotizar').click();
  const card = page.locator('[data-testid="oferta-card"][data-cobertura-id="101"]');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-excedido', 'true');
  await expect(card.getByTestId('oferta-titulo')).toHaveText('Todo riesgo');
  await expect(card.getByText('Aseguradora del Sur S.A.')).toBeVisible();
  await expect(card.getByTestId('oferta-riesgo-excedido')).toContainText('Riesgo excedido');
  await expect(card.getByTestId('oferta-precio')).toHaveCount(0);
  await expect(card.getByTestId('oferta-seleccionar')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, '02-oferta-riesgo-excedido', { fullPage: false });

  // The approval modal lists the excess and asks, as required, the delay reason and the containers.
  await card.getByTestId('oferta-solicitar-aprobacion').click();
  const modal = page.getByTestId('aprobacion-form');
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-testid="aprobacion-codigo"][data-codigo="540"]')).toBeVisible();
  await page.getByTestId('aprobacion-submit').click();
  await expect(page.getByTestId('aprobacion-pregunta-motivoDemora')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText('Requerido').first()).toBeVisible();
  await shot(page, '03-aprobacion-requeridos', { fullPage: false });
  await page.getByTestId('aprobacion-pregunta-motivoDemora').fill('Demora en aduana');
  await page.getByTestId('aprobacion-cantidad').fill('1');
  await expect(page.getByTestId('aprobacion-contenedor')).toHaveCount(1);
  await page.getByTestId('aprobacion-contenedor-tipo-0').click();
  await page.getByRole('option', { name: "40' Dry", exact: true }).click();
  await page.getByTestId('aprobacion-contenedor-valor-0').fill('25000');
  await page.getByTestId('aprobacion-observacion').fill('Salió antes de contratar');
  await shot(page, '04-aprobacion-completa', { fullPage: false });
  await page.getByTestId('aprobacion-submit').click();

  // Success panel, then the detail of the request, in approval.
  const exito = page.getByTestId('aprobacion-success');
  await expect(exito).toContainText('Solicitud de aprobación enviada');
  const id = Number(/N° (\d+)/.exec((await exito.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await shot(page, '05-aprobacion-enviada', { fullPage: false });
  await page.getByTestId('aprobacion-continue').click();
  await expect(page).toHaveURL(new RegExp(`${POLIZAS_PATH}/${id}$`));
  await expect(page.getByTestId('detalle-titulo')).toHaveText(`Cotización en aprobación N° ${id}`);
  // The state's catalogue name, 'En Aprobación' (state 5).
  await expect(page.getByTestId('estado-badge').first()).toHaveText('En Aprobación');
  await expect(page.getByTestId('detalle')).toHaveAttribute('data-estado', '5');
  await expect(page.getByTestId('solicitud-aprobacion')).toContainText('Demora en aduana');
  await expect(page.getByTestId('detalle-emitir')).toHaveCount(0);
  await shot(page, '06-detalle-en-aprobacion');
  await producerContext.close();

  // 2. The insurer opens 'En aprobación' from the menu, reviews the request and approves it.
  const insurerContext = await contexto(browser);
  const insurer = await insurerContext.newPage();
  await signIn(insurer, 'cargosur', 'aseguradora@cargosur.demo');
  await insurer.getByTestId('sidebar').getByTestId('nav-enAprobacion').click();
  await expect(insurer).toHaveURL(/\/seguros\/viajes-especificos\/aprobaciones$/);
  const row = insurer.locator(`[data-testid="aprobaciones-row"][data-id="${id}"]`);
  await expect(row).toBeVisible();
  await shot(insurer, '07-en-aprobacion');
  await row.getByTestId('aprobaciones-revisar').click();
  const panel = insurer.getByTestId('aprobaciones-revision');
  await expect(panel.getByText('Motivo de la demora')).toBeVisible();
  await expect(panel.getByText('Demora en aduana')).toBeVisible();
  await expect(panel.getByText('Salió antes de contratar')).toBeVisible();
  await expect(panel.getByTestId('aprobaciones-excesos')).toContainText('540');
  await expect(panel.getByTestId('solicitud-contenedores')).toContainText("40' Dry");
  await insurer.getByTestId('aprobaciones-observaciones').fill('Aprobado con franquicia');
  await shot(insurer, '08-revision');
  await insurer.getByTestId('aprobaciones-aprobar').click();
  await expect(insurer.getByTestId('aprobaciones-decidido')).toContainText(`Cotización N° ${id} aprobada`);
  await expect(insurer.getByTestId('aprobaciones-decidido')).toContainText('Le avisamos al productor');
  await shot(insurer, '09-aprobada');
  await insurer.getByTestId('aprobaciones-cerrar').click();
  await expect(row).toHaveCount(0);
  await insurerContext.close();

  // 3. The producer signs in again, finds it approved in the list and opens the detail with a double click.
  const producerAgain = await contexto(browser);
  page = await producerAgain.newPage();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', POLIZAS_PATH));
  const fila = page.locator(`[data-testid="polizas-row"][data-id="${id}"]`);
  await expect(fila.getByTestId('estado-badge')).toHaveText('Aprobado');
  // Its insured and producer copies exist, so the row prints (spec 3 §2.4), approved or not.
  await expect(fila.getByTestId('polizas-print')).toBeVisible();
  await shot(page, '10-lista-aprobado');
  await fila.dblclick();
  await expect(page).toHaveURL(new RegExp(`${POLIZAS_PATH}/${id}$`));
  await expect(page.getByTestId('detalle-titulo')).toHaveText(`Cotización aprobada N° ${id}`);
  await expect(page.getByTestId('estado-badge').first()).toHaveText('Aprobado');
  await expect(page.getByTestId('solicitud-decision')).toContainText('Aprobado con franquicia');
  await expect(page.getByTestId('detalle-editar')).toHaveCount(0);
  await shot(page, '11-detalle-aprobado');

  // 'Emitir' opens the wizard on its Emisión step; a transfer needs the CBU.
  await page.getByTestId('detalle-emitir').click();
  await expect(page).toHaveURL(new RegExp(`${POLIZAS_PATH}/${id}/emitir$`));
  await expect(page.getByRole('heading', { name: `Emitir cotización ${id}` })).toBeVisible();
  await expect(page.getByTestId('paso-header-3')).toHaveAttribute('data-progress', 'true');
  await completarDatosOperativos(page, {
    refInterna: 'REF-E2E-APROB',
    detalleMercaderia: 'Notebooks en cajas paletizadas',
    detalleOrigen: 'Depósito fiscal, Av. Pedro de Mendoza 2000, CABA',
    detalleDestino: 'Centro logístico, Rodovia Anhanguera km 25, São Paulo',
  });
  await page.getByTestId('boton-emitir').click();
  await expect(page.getByText('Por favor revise la información de pago')).toBeVisible();
  await page.getByTestId('campo-pago-cbu').fill('0070999020000012345678');
  await shot(page, '12-emision');
  await page.getByTestId('boton-emitir').click();
  await esperarExito(page, id);
  await shot(page, '13-exito');

  // The detail shows the issued policy, its data and its history (in approval, approved, issued).
  await page.getByTestId('exito-ir-detalle').click();
  await expect(page).toHaveURL(new RegExp(`${POLIZAS_PATH}/${id}$`));
  await expect(page.getByTestId('detalle-titulo')).toHaveText(`Póliza emitida N° ${id}`);
  await expect(page.getByTestId('estado-badge').first()).toHaveText('Emitido');
  await expect(page.getByTestId('detalle')).toHaveAttribute('data-estado', '20');
  await expect(page.getByTestId('detalle-emision-referencia')).toContainText('REF-E2E-APROB');
  await expect(page.getByTestId('detalle-emitir')).toHaveCount(0);
  await expect(page.getByTestId('historial-item')).toHaveCount(3);
  const codigo = (await page.getByTestId('detalle-codigo').textContent())?.trim() ?? '';
  expect(codigo).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const nro = /Certificado (\S+)/.exec((await page.getByTestId('detalle-verificacion').textContent()) ?? '')?.[1] ?? '';
  expect(nro).not.toBe('');
  await shot(page, '14-detalle-emitido');
  await producerAgain.close();

  // 4. Anyone can verify the issued certificate, without a session; an unknown code is not found.
  const publicContext = await contexto(browser);
  const publico = await publicContext.newPage();
  await publico.goto(tenantUrl('cargosur', `/verificar/${codigo}`));
  await expect(publico.getByTestId('verificacion-resultado')).toContainText('Certificado válido');
  await expect(publico.getByTestId('verificacion-nro')).toHaveText(nro);
  await shot(publico, '15-verificacion');
  await publico.getByTestId('verificacion-codigo').fill('ZZZZ-ZZZZ-ZZZZ');
  await publico.getByTestId('verificacion-submit').click();
  await expect(publico.getByTestId('verificacion-no-encontrado')).toHaveText('No encontramos un certificado con ese código.');
  await publicContext.close();
});
