import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  codigoPaisParaEnviar,
  contratacionCustodiaSchema,
  cotizacionCustodiaSchema,
  FALTA_DESTINO,
  FALTA_ORIGEN,
  horaConCeros,
} from './formularios.ts';

const errores = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const BA = { lat: -34.6037, lng: -58.3816, nombre: 'Buenos Aires' };
const ROSARIO = { lat: -32.9442, lng: -60.6505, nombre: 'Rosario' };

describe('custody quote (spec 2 §5.1)', () => {
  it('defaults: 1 vehicle, both checkboxes on', () => {
    expect(z.parse(cotizacionCustodiaSchema, { from: BA, to: ROSARIO })).toMatchObject({
      qtVehicles: 1,
      wtVehicleLabeled: true,
      wtPersonnelArmed: true,
    });
  });

  it('a missing origin says so on the origin (from), a missing destination on the destination (to)', () => {
    expect(errores(z.safeParse(cotizacionCustodiaSchema, { to: ROSARIO }))).toEqual({ from: FALTA_ORIGEN });
    expect(errores(z.safeParse(cotizacionCustodiaSchema, { from: BA }))).toEqual({ to: FALTA_DESTINO });
    expect(errores(z.safeParse(cotizacionCustodiaSchema, { from: { lat: 95, lng: 0 }, to: ROSARIO }))['from.lat']).toBe(
      FALTA_ORIGEN,
    );
  });

  it('vehicles 1 to 50, whole', () => {
    for (const qtVehicles of [0, 51, 2.5])
      expect(z.safeParse(cotizacionCustodiaSchema, { from: BA, to: ROSARIO, qtVehicles }).success).toBe(false);
    expect(z.parse(cotizacionCustodiaSchema, { from: BA, to: ROSARIO, qtVehicles: 50 }).qtVehicles).toBe(50);
  });
});

describe('custody hire (spec 2 §5.2)', () => {
  const hoy = '2026-11-27';
  const valida = {
    date: '2026-11-27',
    hour: '08:30',
    email: 'logistica@exportadora.com',
    driver: {
      name: 'Juan Pérez',
      company: 'Transportes del Sur',
      licensePlate: 'AB123CD',
      phone: { codeCountry: '54', area: '11', number: '4567 890' },
    },
    tripDetails: 'Requiere monitoreo GPS',
  };
  const con = (cambios: object) => ({ ...valida, ...cambios });
  const conChofer = (cambios: object) => con({ driver: { ...valida.driver, ...cambios } });
  const conTelefono = (cambios: object) => conChofer({ phone: { ...valida.driver.phone, ...cambios } });

  it('accepts today and sends the country code with its plus', () => {
    const r = z.parse(
      contratacionCustodiaSchema(hoy),
      con({ driver: { ...valida.driver, phone: { ...valida.driver.phone, codeCountry: '+54' } } }),
    );
    expect(r.driver.phone.codeCountry).toBe('+54');
    expect(z.parse(contratacionCustodiaSchema(hoy), valida).driver.phone.codeCountry).toBe('+54');
    expect(codigoPaisParaEnviar('+ 598')).toBe('+598');
  });

  it('refuses a day before today, a malformed day or hour', () => {
    const e = (x: object) => errores(z.safeParse(contratacionCustodiaSchema(hoy), x));
    expect(e(con({ date: '2026-11-26' })).date).toBe('La fecha no puede ser anterior a hoy');
    expect(e(con({ date: '2026-02-30' })).date).toBe('Fecha inválida');
    expect(e(con({ hour: '8:30' })).hour).toBe('Hora inválida (HH:MM)');
    expect(e(con({ hour: '24:00' })).hour).toBe('Hora inválida (HH:MM)');
    expect(e(con({ date: '', hour: '' }))).toMatchObject({ date: 'Requerido', hour: 'Requerido' });
    expect(horaConCeros(8, 5)).toBe('08:05');
  });

  it('bounds the driver, the phone, the details and the e-mail', () => {
    const e = (x: object) => errores(z.safeParse(contratacionCustodiaSchema(hoy), x));
    expect(e(conChofer({ name: 'x'.repeat(51) }))['driver.name']).toBe('Máximo 50 caracteres');
    expect(e(conChofer({ company: '' }))['driver.company']).toBe('Requerido');
    expect(e(conChofer({ licensePlate: 'AB12' }))['driver.licensePlate']).toBe('Mínimo 6 caracteres');
    expect(e(conChofer({ licensePlate: 'AB12345678X' }))['driver.licensePlate']).toBe('Máximo 10 caracteres');
    expect(e(conTelefono({ codeCountry: '5' }))['driver.phone.codeCountry']).toBe('Mínimo 2 caracteres');
    expect(e(conTelefono({ codeCountry: '+54321' }))['driver.phone.codeCountry']).toBe('Máximo 5 caracteres');
    expect(e(conTelefono({ codeCountry: '5a' }))['driver.phone.codeCountry']).toBe('Sólo dígitos, con + opcional');
    expect(e(conTelefono({ area: '1' }))['driver.phone.area']).toBe('Entre 2 y 3 dígitos');
    expect(e(conTelefono({ number: '123456' }))['driver.phone.number']).toBe('Mínimo 7 caracteres');
    expect(e(conTelefono({ number: '12-34567' }))['driver.phone.number']).toBe('Sólo dígitos y espacios');
    expect(e(con({ tripDetails: 'x'.repeat(2001) })).tripDetails).toBe('Máximo 2000 caracteres');
    expect(e(con({ email: 'no-es-correo' })).email).toBe('Email inválido');
  });
});
