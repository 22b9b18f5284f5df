import type { Poliza, PolizaUpdate } from '#shared/contract/schemas/poliza.ts';
import type { Ramo } from '#shared/polizas/reglas.ts';

/** What the editor holds: the API body with selects and amounts still allowed to be empty. */
export interface PolizaFormValues {
  numero: string;
  aseguradoraId: number | null;
  nombre: string;
  ramo: Ramo | null;
  monedaId: number | null;
  paisId: number | null;
  vigenciaDesde: string;
  vigenciaHasta: string;
  tasa: number | undefined;
  primaMinima: number | undefined;
  cobertura: {
    nombre: string;
    deducibles: { concepto: string; tipo: 'porcentaje' | 'monto'; valor: number | undefined }[];
  };
  limitesPorEmbarque: { transporteId: number | null; limite: number | undefined }[];
  endosos: { id?: number; nombre: string; vigenciaDesde: string; vigenciaHasta: string }[];
  exclusiones: { mercaderias: number[]; paises: number[] };
  version: number;
}

/** The form's fields, as the API names them in a 400 (the first segment of an error's path). */
export const CAMPOS_POLIZA = [
  'numero',
  'aseguradoraId',
  'nombre',
  'ramo',
  'monedaId',
  'paisId',
  'vigenciaDesde',
  'vigenciaHasta',
  'tasa',
  'primaMinima',
  'cobertura',
  'limitesPorEmbarque',
  'endosos',
  'exclusiones',
] as const;

export const DEDUCIBLE_VACIO: PolizaFormValues['cobertura']['deducibles'][number] = {
  concepto: '',
  tipo: 'porcentaje',
  valor: undefined,
};
export const LIMITE_VACIO: PolizaFormValues['limitesPorEmbarque'][number] = { transporteId: null, limite: undefined };
export const ENDOSO_VACIO: PolizaFormValues['endosos'][number] = { nombre: '', vigenciaDesde: '', vigenciaHasta: '' };

/** The editor's starting values: the policy read, or a blank one (version 1 is ignored on create). */
export const valoresIniciales = (p: Poliza | undefined): PolizaFormValues =>
  p
    ? {
        numero: p.numero,
        aseguradoraId: p.aseguradora.id,
        nombre: p.nombre,
        ramo: p.ramo,
        monedaId: p.moneda.id,
        paisId: p.paisId,
        vigenciaDesde: p.vigenciaDesde,
        vigenciaHasta: p.vigenciaHasta,
        tasa: p.tasa,
        primaMinima: p.primaMinima,
        cobertura: { nombre: p.cobertura.nombre, deducibles: p.cobertura.deducibles.map((d) => ({ ...d })) },
        limitesPorEmbarque: p.limitesPorEmbarque.map((l) => ({ ...l })),
        endosos: p.endosos.map((e) => ({ ...e })),
        exclusiones: { mercaderias: [...p.exclusiones.mercaderias], paises: [...p.exclusiones.paises] },
        version: p.version,
      }
    : {
        numero: '',
        aseguradoraId: null,
        nombre: '',
        ramo: 'transporte',
        monedaId: null,
        paisId: null,
        vigenciaDesde: '',
        vigenciaHasta: '',
        tasa: undefined,
        primaMinima: undefined,
        cobertura: { nombre: '', deducibles: [] },
        limitesPorEmbarque: [],
        endosos: [],
        exclusiones: { mercaderias: [], paises: [] },
        version: 1,
      };

/** The create body from a validated update body: the same fields without the version. */
export const cuerpoAlta = ({ version: _version, ...body }: PolizaUpdate) => body;

/** A rate as the screens show it: 2 decimals, up to 4 when it has them (0,18 % · 0,1250 %). */
export const decimalesTasa = (tasa: number): number => Math.min(4, Math.max(2, (String(tasa).split('.')[1] ?? '').length));

/** The fields an edit changed, from its audit entry's `hacia` (an object of the changed fields). */
export const camposCambiados = (hacia: unknown): string[] =>
  hacia && typeof hacia === 'object' ? Object.keys(hacia).filter((k) => (CAMPOS_POLIZA as readonly string[]).includes(k)) : [];
