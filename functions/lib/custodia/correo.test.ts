import { describe, expect, it } from 'vitest';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { correoContratacion } from './correo.ts';

const cotizacion = {
  uid: 'u-1',
  rate: 227_872.37,
  plan: { name: 'Custodia armada', description: 'Dos vehículos, personal armado' },
  from: { nombre: 'Buenos Aires', latitude: -34.6, longitude: -58.38 },
  to: { latitude: -32.9468, longitude: -60.6393 },
  qtVehicles: 2,
  wtVehicleLabeled: true,
  wtPersonnelArmed: true,
  fecha: '2026-11-28T12:00:00Z',
  usuario: 'Ana Ríos',
};
const contratacion = {
  uid: 'u-1',
  rate: 227_872.37,
  date: '2026-12-01',
  hour: '20:30',
  email: 'logistica@exportadora.demo',
  driver: {
    name: 'Juan Pérez',
    company: 'Transportes SA',
    licensePlate: 'AB123CD',
    phone: { codeCountry: '+54', area: '11', number: '12345678' },
  },
  tripDetails: '',
};

describe('the custody hire e-mail', () => {
  it('tells its contact the certificate, the route, the start (dd/mm/aaaa, 24-hour) and the price', () => {
    const m = correoContratacion('0000012', cotizacion, contratacion, 'Carga Sur S.A.');
    expect(m.para).toEqual(['logistica@exportadora.demo']);
    expect(m.asunto).toBe('Custodia contratada para el certificado 0000012: 01/12/2026 a las 20:30');
    expect(m.texto.split('\n')).toEqual([
      'Se contrató la custodia "Custodia armada" (Dos vehículos, personal armado) para el certificado 0000012.',
      'Recorrido: Buenos Aires → -32.9468, -60.6393.',
      'Precio: $ 227.872,37.',
      'Inicio: 01/12/2026 a las 20:30.',
      'Chofer: Juan Pérez (Transportes SA), patente AB123CD, teléfono +54 11 12345678.',
      'Carga Sur S.A.',
    ]);
    expect(fechasAjenas(`${m.asunto}\n${m.texto}`)).toEqual([]);
  });
});
