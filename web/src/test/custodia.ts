/** A custody quote and hire as the API answers them, for the screens that show a certificate's custody. */
export const cotizacionDePrueba = (o: Record<string, unknown> = {}) => ({
  uid: 'u-1',
  rate: 227_872.37,
  plan: { name: 'Custodia armada', description: '1 vehículo(s), 349 km aproximados.' },
  from: { latitude: -34.6, longitude: -58.4, nombre: 'Buenos Aires' },
  to: { latitude: -32.9, longitude: -60.7, nombre: 'Rosario' },
  qtVehicles: 1,
  wtVehicleLabeled: true,
  wtPersonnelArmed: true,
  fecha: '2026-11-27T08:55:00Z',
  usuario: 'Pablo Productor',
  ...o,
});

export const contratacionDePrueba = (o: Record<string, unknown> = {}) => ({
  uid: 'u-1',
  rate: 227_872.37,
  date: '2026-11-30',
  hour: '20:15',
  email: 'logistica@exportadora.demo',
  driver: {
    name: 'Juan Pérez',
    company: 'Transportes del Sur',
    licensePlate: 'AB123CD',
    phone: { codeCountry: '+54', area: '11', number: '4567 890' },
  },
  tripDetails: '',
  fecha: '2026-11-27T09:00:00Z',
  usuario: 'Pablo Productor',
  ...o,
});
