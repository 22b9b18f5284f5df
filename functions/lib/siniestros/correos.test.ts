import { describe, expect, it } from 'vitest';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { correosDenuncia } from './correos.ts';

const archivo = { key: 'k', nombre: 'foto.jpg', tipo: 'image/jpeg', tamano: 1, fecha: '2026-11-28T12:00:00Z' };
const siniestro = {
  numero: 'S-2026-000042',
  numeroCertificado: '0000012',
  origen: 'publico' as const,
  cobertura: 1,
  fechaOcurrencia: '2026-11-27',
  lugarOcurrencia: 'Ruta 9, km 120, Zárate',
  montoReclamado: 15_000.5,
  contacto: { nombre: 'Ana Ríos', email: 'ana@exportadora.demo', telefono: '+54 11 5555-0000' },
  archivos: { fotosDanio: [archivo, archivo], facturas: [archivo], otros: [] },
  certificado: {
    tipo: 'transporte' as const,
    poliza: 'FLOT-2026-0001',
    aseguradora: 'Aseguradora del Sur S.A.',
    asegurado: null,
    cobertura: 'Todo riesgo',
  },
};
const tenant = { nombre: 'Carga Sur S.A.', emailSiniestros: 'siniestros@cargosur.demo' };

describe('the e-mails of a new claim', () => {
  const [denunciante, equipo] = correosDenuncia(tenant, siniestro);

  it('tell the claimant its number, the certificate, coverage, amount and the day it happened, dd/mm/aaaa', () => {
    expect(denunciante.para).toEqual(['ana@exportadora.demo']);
    expect(denunciante.texto).toContain(
      'Registramos su denuncia S-2026-000042 sobre el certificado 0000012 (Robo total de la carga, USD 15.000,50), por el siniestro del 27/11/2026.',
    );
    expect(denunciante.texto).toContain('- Facturas comerciales');
  });

  it('tell the claims team how it came, when and where, the insurer and policy, amount, contact and files', () => {
    expect(equipo.para).toEqual(['siniestros@cargosur.demo']);
    expect(equipo.texto.split('\n')).toEqual([
      'Denuncia S-2026-000042 (aviso público) del siniestro ocurrido el 27/11/2026 en Ruta 9, km 120, Zárate.',
      'Aseguradora: Aseguradora del Sur S.A., póliza FLOT-2026-0001.',
      'Cobertura indicada: Robo total de la carga. Monto reclamado: USD 15.000,50.',
      'Contacto: Ana Ríos <ana@exportadora.demo> +54 11 5555-0000.',
      'Archivos: 2 fotos, 1 factura, 0 otros.',
    ]);
  });

  it('write no date the portal’s way does not', () => {
    for (const m of [denunciante, equipo]) expect(fechasAjenas(`${m.asunto}\n${m.texto}`)).toEqual([]);
  });
});
