import * as z from 'zod/mini';
import '../../zod-locale.ts';
import type { CATALOGOS } from '../../catalogos/schemas.ts';
import {
  CATALOGO_NOMBRES,
  formaDePagoSchema,
  modoTransporteSchema,
  monedaSchema,
  paisSchema,
  tipoMercaderiaSchema,
  tipoContenedorSchema,
  tipoRiesgoSchema,
} from '../../catalogos/schemas.ts';
import { cursorQuery, pageOf } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { TIPOS_EMPRESA, empresaSchema } from '../schemas/empresa.ts';

export const listCatalogo = defineOperation({
  id: 'list-catalogo',
  area: 'catalogos',
  method: 'GET',
  path: '/v1/catalogos/{catalogo}',
  callers: USER_OR_SSO,
  summary:
    'Un catálogo del tenant: países, monedas, formas de pago, tipos de riesgo, modos de transporte, mercaderías o tipos de contenedor (la versión vigente hoy).',
  params: z.object({ catalogo: z.enum(CATALOGO_NOMBRES as [keyof typeof CATALOGOS, ...(keyof typeof CATALOGOS)[]]) }),
  // Most specific shapes first: zod keeps the first union member that matches and strips the rest
  // (a goods item would otherwise parse as a risk type and lose its tags).
  response: z.object({
    data: z.array(
      z.union([
        tipoMercaderiaSchema,
        paisSchema,
        monedaSchema,
        modoTransporteSchema,
        tipoContenedorSchema,
        formaDePagoSchema,
        tipoRiesgoSchema,
      ]),
    ),
  }),
  uses: ['table:read'],
});

export const listEmpresas = defineOperation({
  id: 'list-empresas',
  area: 'catalogos',
  method: 'GET',
  path: '/v1/empresas',
  callers: USER_OR_SSO,
  summary:
    'Las empresas (aseguradoras, productores, brokers y partners) del tenant por nombre, una página por cursor; filtro por tipo y por comienzo del nombre.',
  query: z.object({
    ...cursorQuery(100),
    tipo: z.optional(z.enum(TIPOS_EMPRESA)),
    filtro: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  }),
  response: pageOf(empresaSchema),
  uses: ['table:read'],
});
