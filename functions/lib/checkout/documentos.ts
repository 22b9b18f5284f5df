import { pendientesEmbarcacion, type PendienteEmbarcacion } from '#shared/checkout/documentos.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { documentosResueltos } from '../data/documentos-pendientes.ts';
import { CotizacionEmbarcacion, pendienteEmbarcacion, type CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { textosPapel } from '../documents/textos.ts';
import { enviarCorreo } from '../ports/correo.ts';
import { verificacionDePapel } from '../viajes/verificacion.ts';

type Papel = Exclude<PendienteEmbarcacion, 'correo-poliza'>;

/**
 * Makes what the quote lacks: its quotation, and once paid its policy, which then goes by e-mail to
 * the policyholder. Each step is recorded conditional on the version read, the e-mail only after it
 * was accepted: a mail that fails fails the run (the subscriber's retries, then reintentar-documentos
 * send it again), and a run after a complete one finds nothing to do. A run that overlaps another can
 * send the policy twice; none loses it. Answers what it made.
 */
export const completarDocumentosEmbarcacion = async (
  db: TenantDb,
  tenant: Tenant,
  q: CotizacionEmbarcacionItem,
): Promise<PendienteEmbarcacion[]> => {
  const pendientes = pendientesEmbarcacion(q);
  if (!pendientes.length) return [];
  const { renderEmbarcacionPdf } = await import('../documents/embarcacion-pdf.ts');
  const verificacion = verificacionDePapel(tenant, q.codigoVerificacion);
  const registrar = async (set: Partial<CotizacionEmbarcacionItem>, resuelta: boolean) => {
    try {
      await db.write([
        CotizacionEmbarcacion.patch({ id: q.id }, set, { when: { version: q.version } }),
        ...(resuelta ? documentosResueltos('embarcacion', pendienteEmbarcacion(q)) : []),
      ]);
      return true;
    } catch (err) {
      // The quote changed meanwhile: its new version has an entry (and an event) of its own.
      if (err instanceof ConditionFailed) return false;
      throw err;
    }
  };

  const papeles = pendientes.filter((p): p is Papel => p !== 'correo-poliza');
  const pdfs = new Map<Papel, Uint8Array>();
  for (const papel of papeles) pdfs.set(papel, await renderEmbarcacionPdf(q, papel, tenant, verificacion));
  const documentos = { ...q.documentos };
  for (const [papel, bytes] of pdfs) {
    documentos[papel] = documentKey('embarcaciones', tenant.id, q.id, `${papel}.pdf`);
    await putDocument(documentos[papel], bytes);
  }
  const correo = pendientes.includes('correo-poliza') && q.poliza;
  if (papeles.length && !(await registrar({ documentos }, !correo))) return [];
  if (!correo) return papeles;

  // In the tenant's locale, like the policy it carries (record 0179).
  const textos = textosPapel(tenant.locale).embarcacion.correoPoliza;
  await enviarCorreo({
    para: [q.tomador.email],
    asunto: textos.asunto(correo.numero, q.nombre),
    texto: [textos.saludo(q.tomador.nombre), textos.cuerpo(q.nombre, correo.numero), tenant.nombre].join('\n'),
    adjuntos: [
      {
        nombre: textos.adjunto(correo.numero),
        tipo: 'application/pdf',
        contenido: pdfs.get('poliza') ?? (await renderEmbarcacionPdf(q, 'poliza', tenant, verificacion)),
      },
    ],
  });
  await registrar({ polizaEnviada: new Date().toISOString() }, true);
  return pendientes;
};
