import { describe, expect, it } from 'vitest';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Observacion, Siniestro } from '#lib/data/siniestros.ts';
import { ASEGURADORA_ID, BENCH_TENANT, HASTA, productoras, rng, type Productora } from './list-data.ts';
import { certificado, cliente, estadoCertificado } from './list-data-certificados.ts';
import { PREFIJO_BUSQUEDA } from './list-data-nombres.ts';
import { observaciones, siniestro } from './list-data-siniestros.ts';
import { normalizar } from '#shared/text/normalizar.ts';

const p: Productora = { ...productoras()[1]!, certificados: 300, siniestros: 300, clientes: 120 };
const user = { id: 902, email: 'productor@bench' };
const db = new TenantDb(BENCH_TENANT);

describe('bench data', () => {
  it('is a function of (company, index): the same index gives the same item', () => {
    expect(certificado(p, 17, user)).toEqual(certificado(p, 17, user));
    expect(siniestro(p, 17, user)).toEqual(siniestro(p, 17, user));
    expect(rng(1, 2).next()).toBe(rng(1, 2).next());
    expect(rng(1, 2).next()).not.toBe(rng(1, 3).next());
  });

  it('builds items the model stores as they are (schema, keys, rows)', () => {
    for (let i = 0; i < 40; i++) {
      expect(db.storedItem(CertificadoVE, certificado(p, i, user)).gsi1pk).toBe(
        `${BENCH_TENANT}#certificado-ve.byProductor#${p.id}`,
      );
      const s = siniestro(p, i, user);
      expect(db.storedItem(Siniestro, s).gsi2pk).toBe(`${BENCH_TENANT}#siniestro.byAseguradora#${ASEGURADORA_ID}`);
      for (const o of observaciones(s, i)) db.storedItem(Observacion, o);
      db.storedItem(Cliente, cliente(p, i));
    }
  });

  it('spreads certificates over the three states and a year, issued ones with a number and a reference', () => {
    const certs = Array.from({ length: p.certificados }, (_, i) => certificado(p, i, user));
    const estados = new Set(certs.map((c) => c.estado));
    expect([...estados].sort((a, b) => a - b)).toEqual([5, 10, 20]);
    for (const c of certs) {
      expect(c.estado).toBe(estadoCertificado(p, certs.indexOf(c)));
      expect(c.oferta.cobertura.idAseguradora).toBe(ASEGURADORA_ID);
      expect(c.tomador).not.toBeNull();
      expect(Date.parse(c.fechaEstado)).toBeLessThan(HASTA);
      if (c.estado === 20) {
        expect(c.nroCertificado).toMatch(/^VE-\d{8}$/);
        expect(c.emision?.nroReferenciaInterna).toBeTruthy();
      } else expect(c.nroCertificado).toBeNull();
    }
    const fechas = certs.map((c) => Date.parse(c.creado));
    expect(Math.max(...fechas) - Math.min(...fechas)).toBeGreaterThan(300 * 86_400_000);
    expect(new Set(certs.map((c) => c.tomador!.id)).size).toBeGreaterThan(20);
    expect(new Set(certs.map((c) => c.oferta.premio)).size).toBeGreaterThan(20);
  });

  it('files claims on issued certificates of the same company, in several states, with a beneficiary', () => {
    const certs = new Map(Array.from({ length: p.certificados }, (_, i) => certificado(p, i, user)).map((c) => [c.id, c]));
    const claims = Array.from({ length: p.siniestros }, (_, i) => siniestro(p, i, user));
    expect(new Set(claims.map((s) => s.estado)).size).toBe(7);
    for (const s of claims) {
      const c = certs.get(s.idCertificado)!;
      expect(c.estado).toBe(20);
      expect(s.numeroCertificado).toBe(c.nroCertificado);
      expect(s.productorId).toBe(p.id);
      expect(s.beneficiario.cif).toMatch(/^\d{11}$/);
      expect(Date.parse(s.fechaDenuncia)).toBeGreaterThan(Date.parse(c.fechaEstado));
    }
    expect(new Set(claims.map((s) => s.id)).size).toBe(claims.length);
  });

  it('gives clients unique tax ids and names a tenth of which the search prefix finds', () => {
    const clients = Array.from({ length: p.clientes }, (_, i) => cliente(p, i));
    expect(new Set(clients.map((c) => c.cif)).size).toBe(clients.length);
    const found = clients.filter((c) => normalizar(c.nombre).startsWith(PREFIJO_BUSQUEDA)).length;
    expect(found).toBeGreaterThanOrEqual(10);
    expect(found).toBeLessThan(clients.length / 5);
  });
});
