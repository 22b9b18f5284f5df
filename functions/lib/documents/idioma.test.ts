import { describe, expect, it } from 'vitest';
import { PAISES } from '#shared/catalogos/data.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import {
  carga,
  certificadoAnual,
  coberturaCondiciones,
  contenedores,
  embarcacionPagada,
  ofertaAnual,
  ofertaCertificadoAnual,
  polizaFlotante,
  solicitudAnualPapel,
  verificacion,
  viajeEspecifico,
} from '#test/fixtures/papeles.ts';
import { textoDePdf } from '#test/fixtures/texto-pdf.ts';
import { renderCertificadoAnualPdf } from './certificado-anual-pdf.ts';
import {
  contenidoCertificadoContenedores,
  renderCertificadoCargaPdf,
  renderCertificadoContenedoresPdf,
} from './certificado-carga-pdf.ts';
import { renderCertificadoPdf } from './certificado-pdf.ts';
import { renderCondicionesPdf } from './condiciones-pdf.ts';
import { renderEmbarcacionPdf } from './embarcacion-pdf.ts';
import { renderOfertaAnualPdf } from './oferta-anual-pdf.ts';
import { idioma } from './idioma.ts';
import { textosPapel } from './textos.ts';

const cargosur = findTenant('cargosur') as Tenant;
const rotasul = findTenant('rotasul') as Tenant;

/** Every paper of one tenant, as the text its pages print. */
const papeles = (tenant: Tenant): Record<string, () => Promise<Uint8Array>> => {
  const flotante = { tenant, poliza: polizaFlotante, clienteCif: '30-71234567-8', verificacion };
  return {
    'viaje específico (copia del productor)': () =>
      renderCertificadoPdf(viajeEspecifico, 'pas', { tenant, urlVerificacion: verificacion.url, urlCondiciones: 'http://x/c' }),
    'certificado de carga': () => renderCertificadoCargaPdf(carga, 'certificado', flotante),
    'cotización de contenedores': () => renderCertificadoContenedoresPdf(contenedores, 'cotizacion', flotante),
    'certificado anual': () =>
      renderCertificadoAnualPdf(certificadoAnual, ofertaCertificadoAnual, 'certificado', { tenant, verificacion }),
    'oferta anual': () =>
      renderOfertaAnualPdf(solicitudAnualPapel, ofertaAnual, { simbolo: 'US$', cotizadaEn: '2026-11-28T15:00:00Z' }, tenant),
    'póliza de embarcación': () => renderEmbarcacionPdf(embarcacionPagada, 'poliza', tenant, verificacion),
    condiciones: () => renderCondicionesPdf(coberturaCondiciones, 'Aseguradora del Sur S.A.', tenant.locale),
  };
};

const texto = async (render: () => Promise<Uint8Array>) => (await textoDePdf(await render(), 'todas')).join('\n');

describe('an es-AR tenant’s papers', () => {
  // The snapshot was taken from the papers before they had a locale: the Spanish ones print the same.
  it.each(Object.entries(papeles(cargosur)))('print what they printed before: %s', async (_, render) => {
    expect(await texto(render)).toMatchSnapshot();
  });
});

/** What a pt-BR paper prints: its Portuguese labels and the catalogue names in Portuguese. */
const PORTUGUES: Record<string, string[]> = {
  'viaje específico (copia del productor)': [
    'Certificado de seguro de transporte - Via do corretor',
    'Seguradora e cobertura',
    'Tomador (segurado)',
    'Frigorífico del Plata S.A. (CNPJ/CPF 30710000011)',
    'Uruguai - Alemanha',
    'Ferroviário',
    'Eletrônicos de consumo (usada)',
    'Importância segurada',
    'Lucro esperado',
    'Franquia: Robo',
    'Prêmio puro',
    'US$ 1.234,50 em 3 parcelas',
    'Dinheiro',
    'Comissão do corretor',
    'Cláusula de não sub-rogação',
    'Código de verificação',
    'Verifique este certificado em http://x/verificar/ABCD-EFGH-JKLM',
    'Condições da cobertura: http://x/c',
    'Certificado Nº VE-00000007 · Página 1 de 2',
  ],
  'certificado de carga': [
    'Certificado de seguro de carga - Apólice flutuante',
    'Seguradora e apólice',
    'Vigência da apólice',
    '01/01/2026 a 31/12/2026',
    'Uruguai - Alemanha (Exportação)',
    'Meios de transporte',
    'Eletrônicos de consumo (nova)',
    'Limite por embarque: Ferroviário',
    'Países excluídos',
    'Alemanha',
    'Aprovado em 22/11/2026',
  ],
  'cotización de contenedores': [
    'Cotação de certificado de contêineres - Apólice flutuante',
    'De 24/11/2026 até a devolução dos contêineres em 10/01/2027',
    'Total de contêineres',
    'Mercadorias excluídas',
    'Eletrônicos de consumo',
    'Cotação não emitida: não é um certificado de cobertura.',
  ],
  'certificado anual': [
    'Certificado de seguro - Flutuante Anual',
    'De 23/11/2026 a 23/11/2027',
    'Movimento anual estimado (MAE)',
    'Eletrônicos de consumo: 100,00 %',
    'Exportação: 100,00 %',
    'Ferroviário: 100,00 %, responsabilidade máxima US$ 200.000,00',
    'Viagens estimadas por ano',
    'Transferência',
    'Prêmio de depósito',
  ],
  'oferta anual': [
    'Cotação - Rating Anual Flutuante',
    'Oferta não salva',
    'Cotada em 28/11/2026 12:00',
    'Um ano a partir da emissão',
    'Eletrônicos de consumo: 100,00 %',
    'Transferência',
    // The coverage's texts, in the pt-BR the seeded master writes beside the Spanish.
    'Flutuante Todos os Riscos',
    'Franquia: Roubo total',
    'Rastreamento por satélite (GPS) do veículo no transporte rodoviário',
  ],
  // A boat's paper names no catalogue entry: its product is the one name that changes.
  'póliza de embarcación': [
    'Apólice - Seguro de embarcação',
    'Apólice Nº EMB-00000007',
    'Seguro de embarcação de recreio',
    'Aseguradora del Sur S.A. (CNPJ 30-00000001-5)',
    '28/11/2026 20:18 a 28/11/2027 20:18 (horário de Brasília)',
    'Pago em',
  ],
  condiciones: ['Condições da cobertura Todo riesgo', 'Abrangência', 'Franquias', 'Medidas de segurança'],
};

/** Spanish labels (whole lines) and phrases no pt-BR paper may keep. */
const ETIQUETAS_ES = [
  'Aseguradora',
  'Aseguradora y cobertura',
  'Aseguradora y póliza',
  'Alcance',
  'Vigencia',
  'Vigencia y viaje',
  'Tomador (asegurado)',
  'Asegurado',
  'Beneficiario',
  'Productor',
  'Emisor',
  'Mercadería',
  'Mercaderías',
  'Mercadería y suma asegurada',
  'Suma asegurada',
  'Flete',
  'Demás gastos',
  'Beneficio imaginario',
  'Condiciones',
  'Precio',
  'Prima',
  'Premio',
  'Forma de pago',
  'Referencias',
  'Referencia interna',
  'Póliza',
  'Contenedores',
  'Operaciones',
  'Embarcación',
  'Nombre',
  'Correo',
  'Producto',
  'Pagado el',
  'Deducibles',
  'Medidas de seguridad',
  'Medidas de seguridad exigidas',
  'Código de verificación',
];
const FRASES_ES = [
  'Estado:',
  'Deducible:',
  'Cotización',
  'Verificá',
  'Condiciones de la',
  'Límite por embarque',
  'Aprobado el',
  'Emitido el',
  '(CIF ',
  '(CUIT ',
  'hora de Argentina',
  'Desde la salida',
  'responsabilidad máxima',
  'Un año desde',
  ' cuotas',
  'Transferencia',
  'Efectivo',
  'Uruguay',
  'Alemania',
  'Electrónica',
  'Exportación',
  'Ferroviario',
];

describe('a pt-BR tenant’s papers', () => {
  it.each(Object.entries(papeles(rotasul)))('print Portuguese labels and names and no Spanish one: %s', async (papel, render) => {
    const lineas = await textoDePdf(await render(), 'todas');
    expect(lineas).toEqual(expect.arrayContaining(PORTUGUES[papel]!));
    expect(lineas.filter((l) => ETIQUETAS_ES.includes(l))).toEqual([]);
    expect(lineas.filter((l) => FRASES_ES.some((f) => l.includes(f)))).toEqual([]);
  });

  it('name a state as the screens do', () => {
    const cotizada = { ...contenedores, nroCertificado: null, estado: { id: 10, nombre: 'Cotizado' } };
    const ctx = { tenant: rotasul, poliza: polizaFlotante, clienteCif: null, verificacion: null };
    expect(contenidoCertificadoContenedores(cotizada, 'cotizacion', ctx)).toMatchObject({
      numero: 'Cotação Nº 12',
      estado: 'Status: Cotado - 23/11/2026',
    });
  });
});

/** Every fixed text of a locale by its key; a text with parts is written with placeholders. */
const hojas = (nodo: object, ruta = ''): [string, string][] =>
  Object.entries(nodo).flatMap(([clave, v]: [string, unknown]) => {
    const aqui = `${ruta}${clave}`;
    if (typeof v === 'function') return [[aqui, String(v('{a}', '{b}', '{c}'))] as [string, string]];
    return typeof v === 'object' && v ? hojas(v, `${aqui}.`) : [[aqui, String(v)] as [string, string]];
  });

/** Texts Portuguese writes as Spanish does, each reviewed. */
const IGUALES = new Set([
  'comun.pagina',
  'comun.partes',
  'comun.cobertura',
  'comun.usada',
  'viaje.destino',
  'flotante.conOperacion',
  'flotante.valor',
  'anual.mae',
  'anual.transportes',
  'anual.cuotasDe',
  'anual.motivos',
  'embarcacion.tomador',
  'embarcacion.total',
]);

describe('the papers’ pt-BR texts', () => {
  it('translate every Spanish text but the reviewed ones', () => {
    const es = new Map(hojas(textosPapel('es-AR')));
    const pt = hojas(textosPapel('pt-BR'));
    expect(pt.map(([clave]) => clave)).toEqual([...es.keys()]);
    expect(pt.filter(([clave, v]) => (v === es.get(clave)) !== IGUALES.has(clave)).map(([clave]) => clave)).toEqual([]);
  });
});

describe('the boat policy’s e-mail', () => {
  it('keeps its Spanish word for word and goes in Portuguese to a pt-BR tenant’s policyholder', () => {
    const es = textosPapel('es-AR').embarcacion.correoPoliza;
    expect(es.asunto('EMB-9001', 'Gaviota')).toBe('Su póliza EMB-9001 - Gaviota');
    expect(es.saludo('Ana')).toBe('Hola Ana:');
    expect(es.cuerpo('Gaviota', 'EMB-9001')).toBe(
      'Recibimos el pago del seguro de su embarcación Gaviota. Le enviamos una copia de su póliza EMB-9001.',
    );
    expect(es.adjunto('EMB-9001')).toBe('poliza-EMB-9001.pdf');
    const pt = textosPapel('pt-BR').embarcacion.correoPoliza;
    expect(pt.asunto('EMB-9001', 'Gaivota')).toBe('Sua apólice EMB-9001 - Gaivota');
    expect(pt.cuerpo('Gaivota', 'EMB-9001')).toBe(
      'Recebemos o pagamento do seguro da sua embarcação Gaivota. Enviamos uma cópia da sua apólice EMB-9001.',
    );
  });
});

describe('the names a tenant edited in /maestros', () => {
  const editada = { id: 276, nombre: 'Alemania', nombres: { 'pt-BR': 'República Federal da Alemanha' } };

  it('name an entry by the tenant’s own pt-BR name, by the seeded one where it wrote none', () => {
    expect(idioma('pt-BR', { paises: [editada] }).nombre(PAISES, 276, 'Alemania')).toBe('República Federal da Alemanha');
    expect(idioma('pt-BR', { paises: [{ id: 276, nombre: 'Alemania' }] }).nombre(PAISES, 276, 'Alemania')).toBe('Alemanha');
    expect(idioma('es-AR', { paises: [editada] }).nombre(PAISES, 276, 'Alemania')).toBe('Alemania');
  });

  it('reach the paper when its caller read the tenant’s catalogues', async () => {
    const ctx = {
      tenant: rotasul,
      urlVerificacion: verificacion.url,
      urlCondiciones: 'http://x/c',
      catalogos: { paises: [editada] },
    };
    expect(await texto(() => renderCertificadoPdf(viajeEspecifico, 'pas', ctx))).toContain(
      'Uruguai - República Federal da Alemanha',
    );
  });
});
