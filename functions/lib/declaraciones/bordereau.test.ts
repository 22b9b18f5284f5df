import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS, { type Cell, type Worksheet } from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';
import type { CertificadoCargaItem } from '../data/certificados-carga.ts';
import type { DeclaracionItem } from '../data/declaraciones.ts';
import { columnasBordereau, type LineaBordereau } from './bordereau-columnas.ts';
import { escribirBordereau } from './bordereau.ts';
import { declarableFlotante, type Declarable } from './linea.ts';

const transporte = (id: number, valor: number, poliza: { id: number; numero: string; aseguradora: string }) =>
  certificadoEmitido({
    id,
    fecha: '2026-03-10T02:30:00.000Z',
    numero: `CC-${id}`,
    referencia: `OC-${id}`,
    valor,
    cliente: { id: 1, nombre: 'Exportadora Demo S.A.', cif: '30-11111111-1', empresaId: 40 },
    poliza: { ...poliza, paisId: 32, aseguradoraId: poliza.id },
    emisor: { id: 10, nombre: 'Productora Sur' },
  });

/** A container certificate of the same issuer: no sum insured, no rate, returned on 20 March. */
const contenedores = (id: number): CertificadoCargaItem => {
  const c = transporte(id, 1, { id: 2, numero: 'CT-2', aseguradora: 'Aseguradora Dos' });
  return {
    ...c,
    ramo: 'contenedores',
    request: {
      clienteId: 1,
      polizaId: 2,
      endosoId: null,
      beneficiarioId: null,
      nroReferenciaInterna: null,
      fechaSalida: '2026-03-11',
      fechaLlegada: '2026-03-15',
      fechaDevolucion: '2026-03-20',
      contenedores: [{ idTipo: 1, cantidad: 2 }],
    },
    resultado: {
      moneda: c.resultado.moneda,
      lineas: [],
      subtotal: 300,
      prima: 300,
      precioFinal: 330,
      premioSugerido: 330,
      calculo: c.resultado.calculo,
      validaciones: [],
      requiereAprobacion: false,
    },
  };
};

/** A sales declaration of March 2026 holding the given certificates, its amounts their sums. */
const declaracion = (ds: Declarable[]): DeclaracionItem => {
  const suma = (k: 'sumaAsegurada' | 'prima' | 'markup' | 'precioFinal') =>
    Math.round(ds.reduce((t, x) => t + x.importes[k], 0) * 100) / 100;
  return {
    id: '2026-03-v-10-840',
    tipo: 'venta',
    periodo: '2026-03',
    estado: 2,
    pagada: false,
    fechaEstado: '2026-04-01T06:00:00.000Z',
    fechaBorrador: '2026-04-01T06:00:00.000Z',
    aceptacion: null,
    parteId: 10,
    emisor: { id: 10, nombre: 'Productora Sur', cif: '30-2' },
    aseguradora: null,
    poliza: null,
    endoso: null,
    moneda: { id: 840, simbolo: 'US$' },
    cantidadTransporte: ds.filter((x) => x.importes.ramo === 'transporte').length,
    cantidadContenedores: ds.filter((x) => x.importes.ramo === 'contenedores').length,
    sumaAsegurada: suma('sumaAsegurada'),
    prima: suma('prima'),
    markup: suma('markup'),
    precioFinal: suma('precioFinal'),
    factura: null,
    pagos: [],
    version: 1,
  };
};

const declarables = [
  declarableFlotante(transporte(1, 100_000, { id: 1, numero: 'TR-1', aseguradora: 'Aseguradora Uno' })),
  declarableFlotante(transporte(2, 250_000, { id: 3, numero: 'TR-3', aseguradora: 'Aseguradora Tres' })),
  declarableFlotante(contenedores(3)),
];
const lineas: LineaBordereau[] = declarables.map((x) => ({ ramo: x.importes.ramo, bordereau: x.bordereau }));
const TODO: VisibilidadPrecio = { prima: true, markup: true };

/** The bordereau written by the streaming writer, as the close writes it, and read back as a spreadsheet would. */
const libro = async (d: DeclaracionItem, v: VisibilidadPrecio) => {
  const stream = new PassThrough();
  const partes: Buffer[] = [];
  stream.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise((resolve) => stream.on('end', resolve));
  const escritor = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  await escribirBordereau(
    escritor,
    d,
    v,
    (async function* () {
      yield lineas;
    })(),
  );
  await escritor.commit();
  await fin;
  const leido = new ExcelJS.Workbook();
  await leido.xlsx.load(new Uint8Array(Buffer.concat(partes)).buffer);
  return leido;
};

/** The sheet's rows as column title → cell. */
const filas = (hoja: Worksheet) => {
  const titulos = (hoja.getRow(1).values as unknown[]).slice(1) as string[];
  const todas: Record<string, Cell>[] = [];
  hoja.eachRow((r, n) => {
    if (n > 1) todas.push(Object.fromEntries(titulos.map((t, i) => [t, r.getCell(i + 1)])));
  });
  return { titulos, todas };
};

describe('the bordereau in the market’s shape', () => {
  it('one row per certificate with its policy and insurer, typed cells with their formats, and totals equal to the declaration', async () => {
    const d = declaracion(declarables);
    const l = await libro(d, TODO);
    const hoja = l.getWorksheet('Bordereau')!;
    const { titulos, todas } = filas(hoja);
    const datos = todas.slice(0, -1);
    const totales = todas.at(-1)!;
    expect(datos).toHaveLength(3);
    expect(datos.map((f) => f['Certificado']!.value)).toEqual(['CC-1', 'CC-2', 'CC-3']);

    // A sales declaration gathers policies of several insurers: each row says its own.
    expect(datos.map((f) => [f['Póliza']!.value, f['Aseguradora']!.value])).toEqual([
      ['TR-1', 'Aseguradora Uno'],
      ['TR-3', 'Aseguradora Tres'],
      ['CT-2', 'Aseguradora Dos'],
    ]);
    for (const f of datos) {
      expect(f['Moneda']!.value).toBe('USD');
      expect(f['País del riesgo']!.value).toBe('AR');
      expect(f['Inicio del período']!.value).toEqual(new Date(Date.UTC(2026, 2, 1)));
      expect(f['Fin del período']!.value).toEqual(new Date(Date.UTC(2026, 2, 31)));
    }
    expect([datos[0]!['País de origen']!.value, datos[0]!['País de destino']!.value]).toEqual(['CN', 'AR']);

    // Dates are date cells: issued at 23:30 of 9 March in Buenos Aires (02:30 UTC of the 10th).
    const [viaje, , caja] = datos;
    expect(viaje!['Fecha de emisión']!.value).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(viaje!['Vigencia desde']!.value).toEqual(new Date(Date.UTC(2026, 2, 10)));
    expect(viaje!['Vigencia hasta']!.value).toBeNull();
    expect(caja!['Vigencia desde']!.value).toEqual(new Date(Date.UTC(2026, 2, 11)));
    expect(caja!['Vigencia hasta']!.value).toEqual(new Date(Date.UTC(2026, 2, 20)));
    for (const t of ['Fecha de emisión', 'Vigencia desde', 'Inicio del período'])
      expect([viaje![t]!.type, viaje![t]!.numFmt]).toEqual([ExcelJS.ValueType.Date, 'dd/mm/yyyy']);

    // Amounts are numbers with two decimals; the rate (0,2 % of the sum insured) a percentage.
    for (const t of ['Suma asegurada', 'Prima', 'Comisión', 'Prima neta', 'Impuestos y recargos', 'Markup', 'Precio final'])
      expect([viaje![t]!.type, viaje![t]!.numFmt]).toEqual([ExcelJS.ValueType.Number, '#,##0.00']);
    expect(viaje!['Tasa']!.value).toBe(0.002);
    expect(viaje!['Tasa']!.numFmt).toBe('0.00##%');
    expect(caja!['Tasa']!.value).toBeNull();
    // The client's terms give the intermediary 0,05 % of the sum insured, out of the premium.
    const { sumaAsegurada, prima } = declarables[0]!.importes;
    expect(viaje!['Comisión']!.value).toBe(Math.round(sumaAsegurada * 0.05) / 100);
    expect(viaje!['Prima neta']!.value).toBe(Math.round((prima - (viaje!['Comisión']!.value as number)) * 100) / 100);

    expect(totales['Declaración']!.value).toBe('Totales (3 certificados)');
    expect(totales['Suma asegurada']!.value).toBe(d.sumaAsegurada);
    expect(totales['Prima']!.value).toBe(d.prima);
    expect(totales['Markup']!.value).toBe(d.markup);
    expect(totales['Precio final']!.value).toBe(d.precioFinal);
    expect(totales['Prima']!.numFmt).toBe('#,##0.00');
    expect(totales['Tasa']!.value).toBeNull();

    // No formula anywhere: a loader reads values.
    for (const h of l.worksheets)
      h.eachRow((r) => r.eachCell((c) => expect(c.type, `${h.name}!${c.address}`).not.toBe(ExcelJS.ValueType.Formula)));

    // The header stays in view and filters the rows, not the totals.
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(hoja.autoFilter).toBe(`A1:${hoja.getColumn(titulos.length).letter}4`);
  });

  it('a second sheet names the standard field of every header', async () => {
    const l = await libro(declaracion(declarables), TODO);
    const { titulos } = filas(l.getWorksheet('Bordereau')!);
    const { todas } = filas(l.getWorksheet('Campos')!);
    expect(todas.map((f) => f['Encabezado']!.value)).toEqual(titulos);
    const campo = Object.fromEntries(todas.map((f) => [f['Encabezado']!.value, f['Campo de Lloyd’s CRS v5.2']!.value]));
    expect(campo).toMatchObject({
      Póliza: 'Policy or Group Ref',
      Certificado: 'Certificate Ref',
      'Vigencia desde': 'Risk Inception Date',
      'Vigencia hasta': 'Risk Expiry Date',
      Moneda: 'Original Currency',
      'Suma asegurada': 'Sum Insured',
      Prima: 'Total gross written premium',
      Aseguradora: '—',
    });
    for (const f of todas) expect(f['Significado']!.value).toEqual(expect.any(String));
  });

  it('a reader without the price permissions gets neither the columns nor their fields', async () => {
    const l = await libro(declaracion(declarables), { prima: false, markup: false });
    const { titulos, todas } = filas(l.getWorksheet('Bordereau')!);
    const ocultas = ['Tasa', 'Prima', 'Comisión', 'Prima neta', 'Impuestos y recargos', 'Markup', 'Precio final'];
    for (const t of ocultas) expect(titulos).not.toContain(t);
    const encabezados = filas(l.getWorksheet('Campos')!).todas.map((f) => f['Encabezado']!.value);
    for (const t of ocultas) expect(encabezados).not.toContain(t);
    expect(titulos).toEqual(expect.arrayContaining(['Póliza', 'Aseguradora', 'Suma asegurada']));
    expect(todas.at(-1)!['Suma asegurada']!.value).toBe(declaracion(declarables).sumaAsegurada);
  });

  it('a premium reader without markup gets the premium but not the issuer’s sale', async () => {
    const { titulos } = filas((await libro(declaracion(declarables), { prima: true, markup: false })).getWorksheet('Bordereau')!);
    expect(titulos).toEqual(expect.arrayContaining(['Tasa', 'Prima', 'Comisión']));
    expect(titulos).not.toContain('Markup');
    expect(titulos).not.toContain('Precio final');
  });

  it('refuses a bordereau whose totals do not equal the declaration’s amounts', async () => {
    const d = declaracion(declarables);
    await expect(libro({ ...d, prima: d.prima + 0.01 }, TODO)).rejects.toThrow(/no cuadra/);
    await expect(libro({ ...d, cantidadContenedores: 2 }, TODO)).rejects.toThrow(/no cuadra/);
  });

  it('a line declared before the commission was stored leaves commission and net premium empty, never NaN', () => {
    const { comision: _, ...anterior } = lineas[0]!.bordereau;
    const fila = { ramo: lineas[0]!.ramo, bordereau: anterior as LineaBordereau['bordereau'] };
    const valor = (t: string) =>
      columnasBordereau(declaracion(declarables), TODO)
        .find((c) => c.titulo === t)!
        .valor(fila);
    expect([valor('Comisión'), valor('Prima neta')]).toEqual([null, null]);
    expect(valor('Prima')).toBe(anterior.prima);
  });

  it('docs/bordereau.md documents exactly the columns, with their standard fields', () => {
    const doc = fs.readFileSync(new URL('../../../docs/bordereau.md', import.meta.url), 'utf8');
    const documentadas = doc
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Encabezado') && !l.startsWith('| ---'))
      .map((l) =>
        l
          .split('|')
          .slice(1, 3)
          .map((c) => c.trim()),
      );
    const columnas = columnasBordereau(declaracion(declarables), TODO).map((c) => [c.titulo, c.campo ?? '—']);
    expect(documentadas).toEqual(columnas);
  });
});
