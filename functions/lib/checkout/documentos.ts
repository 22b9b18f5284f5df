import type { Tenant } from '#shared/tenants/tenant.ts';
import { CotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { enviarCorreo } from '../ports/correo.ts';

/**
 * Renders what the quote lacks: its quotation, and once paid its policy, which goes by e-mail to the
 * policyholder (the note the thank-you view shows). Recorded conditional on the version: done twice,
 * the second finds it and mails nothing.
 */
export const completarDocumentosEmbarcacion = async (db: TenantDb, tenant: Tenant, q: CotizacionEmbarcacionItem) => {
  const faltan = (['cotizacion', 'poliza'] as const).filter(
    (t) => !q.documentos[t] && (t === 'cotizacion' || q.estado === 'pagada'),
  );
  if (!faltan.length) return [];
  const { renderEmbarcacionPdf } = await import('../documents/embarcacion-pdf.ts');
  const pdfs = await Promise.all(faltan.map(async (t) => ({ t, bytes: await renderEmbarcacionPdf(q, t, tenant) })));
  const documentos = { ...q.documentos };
  for (const { t, bytes } of pdfs) {
    documentos[t] = documentKey('embarcaciones', tenant.id, q.id, `${t}.pdf`);
    await putDocument(documentos[t]!, bytes);
  }
  try {
    await db.write(CotizacionEmbarcacion.patch({ id: q.id }, { documentos }, { when: { version: q.version } }));
  } catch (err) {
    if (err instanceof ConditionFailed) return [];
    throw err;
  }
  const poliza = pdfs.find((p) => p.t === 'poliza');
  if (poliza && q.poliza)
    await enviarCorreo({
      para: [q.tomador.email],
      asunto: `Su póliza ${q.poliza.numero} - ${q.nombre}`,
      texto: [
        `Hola ${q.tomador.nombre}:`,
        `Recibimos el pago del seguro de su embarcación ${q.nombre}. Le enviamos una copia de su póliza ${q.poliza.numero}.`,
        tenant.nombre,
      ].join('\n'),
      adjuntos: [{ nombre: `poliza-${q.poliza.numero}.pdf`, tipo: 'application/pdf', contenido: poliza.bytes }],
    });
  return faltan;
};
