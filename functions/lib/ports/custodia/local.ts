import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import { distanciaKm, FACTOR_RUTA } from '../mapas/local.ts';
import type { ProveedorCustodia } from './port.ts';

/** What the simulated provider prices and refuses (its "sometimes errors" are rules, so tests reach them). */
export const SIMULADOR = {
  base: 45_000,
  porKmYVehiculo: 380,
  armada: 1.35,
  rotulado: 0.95,
  maxKm: 4_000,
  maxVehiculos: 40,
  /** Hours it has no escorts for: 00:00 to 05:59. */
  horaDesde: '06:00',
} as const;

/** Kilometres as the portal writes them, es-AR with thousands grouped: 2094 -> '2.094'. */
const kilometros = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0, useGrouping: 'always' });

const dir = () => {
  const d = process.env.CUSTODY_LOCAL_DIR;
  if (!d) throw new Error('CUSTODY_LOCAL_DIR is not set');
  return d;
};

/**
 * The local custody provider: prices by road distance, vehicles and armed escort, keeps its quotes
 * (files under CUSTODY_LOCAL_DIR) and refuses what a provider would: routes over 4.000 km, more
 * than 40 vehicles, a hire between midnight and 6, an unknown quote or another rate, a quote hired
 * before.
 */
export const custodiaLocal = (): ProveedorCustodia => ({
  cotizar: async (p) => {
    checkAwsCall('secretsmanager', 'GetSecretValueCommand', { SecretId: process.env[SECRET_ID_ENV.custody] });
    const km =
      distanciaKm({ lat: p.from.latitude, lng: p.from.longitude }, { lat: p.to.latitude, lng: p.to.longitude }) * FACTOR_RUTA;
    const errors = [
      ...(km > SIMULADOR.maxKm ? ['El proveedor no cubre recorridos de más de 4.000 km'] : []),
      ...(p.qtVehicles > SIMULADOR.maxVehiculos ? ['El proveedor no dispone de más de 40 vehículos por servicio'] : []),
    ];
    if (errors.length) return { isSuccessfull: false, data: null, errors };
    const rate =
      Math.round(
        (SIMULADOR.base + SIMULADOR.porKmYVehiculo * km * p.qtVehicles) *
          (p.wtPersonnelArmed ? SIMULADOR.armada : 1) *
          (p.wtVehicleLabeled ? SIMULADOR.rotulado : 1) *
          100,
      ) / 100;
    const uid = randomUUID();
    fs.mkdirSync(dir(), { recursive: true });
    fs.writeFileSync(path.join(dir(), `${uid}.json`), JSON.stringify({ rate, idCertificado: p.idCertificado }));
    const armada = p.wtPersonnelArmed ? 'armada' : 'no armada';
    return {
      isSuccessfull: true,
      data: {
        uid,
        rate,
        plan: {
          name: `Custodia ${armada}`,
          description: `${p.qtVehicles} vehículo(s) de custodia ${armada}${p.wtVehicleLabeled ? ', con vehículos rotulados' : ''}, ${kilometros.format(km)} km aproximados.`,
        },
      },
      errors: [],
    };
  },
  contratar: async (p) => {
    checkAwsCall('secretsmanager', 'GetSecretValueCommand', { SecretId: process.env[SECRET_ID_ENV.custody] });
    let cotizada: { rate: number; idCertificado: number } | null = null;
    try {
      if (/^[0-9a-f-]{36}$/.test(p.uid)) cotizada = JSON.parse(fs.readFileSync(path.join(dir(), `${p.uid}.json`), 'utf8'));
    } catch {
      cotizada = null;
    }
    const errors = [
      ...(!cotizada || cotizada.idCertificado !== p.idCertificado || cotizada.rate !== p.rate
        ? ['La cotización no existe o cambió']
        : []),
      ...(p.hour < SIMULADOR.horaDesde ? ['No hay custodias disponibles entre las 00:00 y las 06:00'] : []),
    ];
    if (errors.length) return { isSuccessfull: false, errors };
    // A quote is hired once, as a provider would keep it: the exclusive create decides between two at once.
    try {
      fs.writeFileSync(path.join(dir(), `${p.uid}.contratada`), JSON.stringify(p), { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return { isSuccessfull: false, errors: ['La cotización ya fue contratada'] };
    }
    return { isSuccessfull: true, errors: [] };
  },
});
