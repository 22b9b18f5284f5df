/** The list bench's claims, each about one of the company's issued certificates, and their comments. */
import { COBERTURAS_SINIESTRO } from '#shared/siniestros/coberturas.ts';
import type { EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import type { ObservacionItem, SiniestroItem } from '#lib/data/siniestros.ts';
import { certificado, estadoCertificado } from './list-data-certificados.ts';
import { ASEGURADORA_ID, BENCH_TENANT, DIA, dia, iso, momento, type Productora, rng } from './list-data.ts';
import { APELLIDOS } from './list-data-nombres.ts';

export const siniestroId = (p: Productora, i: number) => p.base + i + 1;

const ESTADOS_SINIESTRO: [EstadoSiniestro, number][] = [
  ['denunciado', 0.25],
  ['enAnalisis', 0.2],
  ['documentacionPendiente', 0.15],
  ['enLiquidacion', 0.1],
  ['indemnizado', 0.1],
  ['rechazado', 0.1],
  ['cerrado', 0.1],
];

const LUGARES_SINIESTRO = [
  'Ruta Nacional 9, km 312, Córdoba',
  'Puerto de Buenos Aires, terminal 4',
  'Ruta Nacional 14, km 540, Entre Ríos',
  'Aeropuerto de Ezeiza, depósito fiscal',
  'Autopista Rosario-Córdoba, km 120',
  'Paso de los Libres, aduana',
];
const DESCRIPCIONES = [
  'El camión fue interceptado en la ruta y se sustrajo la totalidad de la carga.',
  'Durante la descarga en destino se detectaron cajas mojadas y mercadería oxidada por filtración de agua en el contenedor.',
  'Vuelco del semirremolque por maniobra evasiva; parte de la carga quedó esparcida en la banquina y sufrió daños de consideración. El chofer resultó ileso y se labró acta policial en el lugar, con intervención de bomberos voluntarios y de la concesionaria vial, que retiró los restos de la calzada horas después.',
  'Faltante de 12 bultos al controlar el remito en el depósito de destino.',
  'Falla del equipo de frío durante el tránsito: la temperatura superó el rango permitido por más de seis horas.',
];

/** The issued certificate a claim is about: one of the company's, from up to a month before it. */
const certificadoDelSiniestro = (p: Productora, i: number, r: ReturnType<typeof rng>) => {
  let j = Math.min(
    p.certificados - 1,
    Math.floor((i * p.certificados) / p.siniestros) - r.int(0, Math.ceil(p.certificados / 12)),
  );
  j = Math.max(0, j);
  for (let k = j; k >= 0; k--) if (estadoCertificado(p, k) === ESTADOS.emitido.id) return k;
  for (let k = j; k < p.certificados; k++) if (estadoCertificado(p, k) === ESTADOS.emitido.id) return k;
  throw new Error(`${p.nombre} no tiene certificados emitidos`);
};

/** Every fifth claim has one to three comments. */
export const comentariosDelSiniestro = (i: number): number => (i % 5 === 0 ? 1 + (i % 3) : 0);

export const siniestro = (p: Productora, i: number, productorUsuario: { id: number; email: string }): SiniestroItem => {
  const r = rng(p.id * 10 + 4, i);
  const id = siniestroId(p, i);
  const c = certificado(p, certificadoDelSiniestro(p, i, r), productorUsuario);
  const denuncia = Math.max(momento(i, p.siniestros, r), Date.parse(c.fechaEstado) + DIA);
  let u = r.next();
  const estado = ESTADOS_SINIESTRO.find(([, peso]) => (u -= peso) < 0)?.[0] ?? 'cerrado';
  const monto = Math.round(r.int(1_000, 300_000) * 100 + r.int(0, 99)) / 100;
  const avanzado = estado !== 'denunciado';
  const liquidado = estado === 'indemnizado' || estado === 'cerrado';
  const beneficiario = c.beneficiario ?? c.tomador!;
  const foto = (n: number) => ({
    key: `siniestros/${BENCH_TENANT}/${id}/foto-${n}.jpg`,
    nombre: `foto-${n}.jpg`,
    tipo: 'image/jpeg',
    tamano: r.int(80_000, 3_000_000),
    fecha: iso(denuncia),
  });
  return {
    id,
    numero: `S-${iso(denuncia).slice(0, 4)}-${String(id).padStart(6, '0')}`,
    version: 1 + (avanzado ? r.int(1, 4) : 0),
    estado,
    origen: r.next() < 0.5 ? 'publico' : 'interno',
    idCertificado: c.id,
    numeroCertificado: c.nroCertificado!,
    productorId: p.id,
    aseguradoraId: ASEGURADORA_ID,
    cobertura: r.pick(COBERTURAS_SINIESTRO).id,
    fechaOcurrencia: dia(denuncia - r.int(0, 10) * DIA),
    fechaDenuncia: iso(denuncia),
    lugarOcurrencia: r.pick(LUGARES_SINIESTRO),
    ubicacionActualMercaderia: r.pick([
      'En el depósito del transportista',
      'En destino',
      'Retenida en aduana',
      'Siniestro total',
    ]),
    descripcion: r.pick(DESCRIPCIONES),
    comentarios: r.next() < 0.3 ? 'El asegurado solicita inspección a la brevedad.' : '',
    beneficiario: { cif: beneficiario.cif, nombre: beneficiario.nombre },
    contacto: {
      nombre: `${r.pick(['Laura', 'Martín', 'Sofía', 'Diego'])} ${r.pick(APELLIDOS)}`,
      email: `siniestros@clientes-${p.id}.bench`,
      telefono: `+54 11 ${r.int(4_000, 6_999)}-${r.int(1_000, 9_999)}`,
    },
    montoReclamado: monto,
    idResponsable: avanzado ? ASEGURADORA_ID : null,
    idLiquidador: estado === 'enLiquidacion' || liquidado ? 11 : null,
    idRedLiquidador: null,
    reserva: estado === 'enLiquidacion' || liquidado ? Math.round(monto * 80) / 100 : null,
    indemnizaciones: liquidado ? [{ fecha: dia(denuncia + r.int(20, 90) * DIA), valor: Math.round(monto * 70) / 100 }] : [],
    archivos: { fotosDanio: Array.from({ length: r.int(0, 3) }, (_, n) => foto(n + 1)), facturas: [], otros: [] },
    documentoCertificado: c.documentos.asegurado ?? null,
  };
};

export const observaciones = (s: SiniestroItem, i: number): ObservacionItem[] =>
  Array.from({ length: comentariosDelSiniestro(i) }, (_, n) => ({
    siniestroId: s.id,
    fecha: iso(Date.parse(s.fechaDenuncia) + (n + 1) * 3_600_000),
    rand: `b${String(n).padStart(7, '0')}`,
    mensaje:
      n === 0
        ? 'Se solicitó al asegurado el remito de entrega y las fotos del daño.'
        : 'Documentación recibida, pasa a análisis.',
    usuario: { nombre: 'Siniestros Bench', email: `siniestros@${BENCH_TENANT}.bench` },
  }));
