import { listSiniestros } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { siniestros, type SiniestroItem } from '#lib/data/siniestros.ts';
import { normalizar } from '#lib/data/clientes.ts';
import { mapaEmpresas } from '#lib/siniestros/acceso.ts';
import { fila } from '#lib/siniestros/vista.ts';
import { alcanceDe } from '#lib/viajes/cotizador.ts';

const claves: Record<string, (s: SiniestroItem) => string | number> = {
  fechaDenuncia: (s) => s.fechaDenuncia,
  fechaOcurrencia: (s) => s.fechaOcurrencia,
  numero: (s) => s.numero,
  montoReclamado: (s) => s.montoReclamado,
  estado: (s) => s.estado,
};

/** The company's claims (producer or insurer index), filtered, sorted and paged on the server. */
export const handler = operationHandler(listSiniestros, async ({ query }, principal) => {
  const a = alcanceDe(principal);
  const [todos, empresas] = await Promise.all([
    siniestros(principal.table).deEmpresa(a.scope, a.empresaId),
    mapaEmpresas(principal),
  ]);
  const certificado = query.certificado ? normalizar(query.certificado) : '';
  const beneficiario = query.beneficiario ? normalizar(query.beneficiario) : '';
  const filtrados = todos.filter(
    (s) =>
      (!query.estado || s.estado === query.estado) &&
      (!query.desde || s.fechaOcurrencia >= query.desde) &&
      (!query.hasta || s.fechaOcurrencia <= query.hasta) &&
      (!certificado || normalizar(s.numeroCertificado).includes(certificado)) &&
      (!beneficiario || normalizar(`${s.beneficiario.nombre} ${s.beneficiario.cif}`).includes(beneficiario)),
  );
  const clave = claves[query.orden] ?? claves.fechaDenuncia!;
  const signo = query.direccion === 'asc' ? 1 : -1;
  filtrados.sort((x, y) => (clave(x) < clave(y) ? -1 : clave(x) > clave(y) ? 1 : 0) * signo || y.id - x.id);
  const pagina = filtrados.slice(query.page * query.size, (query.page + 1) * query.size);
  const comentarios = await Promise.all(
    pagina.map((s) => principal.table.count({ pk: ['SINIESTRO', s.id], beginsWith: ['OBS'] })),
  );
  return {
    data: pagina.map((s, i) => ({ ...fila(s, empresas), cantidadComentarios: comentarios[i] ?? 0 })),
    meta: { total: filtrados.length, page: query.page, size: query.size, nextCursor: null },
  };
});
