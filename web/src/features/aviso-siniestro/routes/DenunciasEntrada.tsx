import { useMeResuelto } from '#web/lib/me.ts';
import { DenunciaInternaPage } from '../interna/DenunciaInternaPage.tsx';
import { BuscarCertificadoPage } from './BuscarCertificadoPage.tsx';

/** /siniestros/denuncias: the internal new claim for a signed-in user, the public notice's lookup for a visitor. */
export function DenunciasEntrada() {
  return useMeResuelto() ? <DenunciaInternaPage /> : <BuscarCertificadoPage />;
}
