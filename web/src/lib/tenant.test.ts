import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, TENANTS } from '#shared/tenants/tenants.ts';
import { currentTenant, resolveTenant, storeTenant, clearStoredTenant } from './tenant.ts';

describe('resolveTenant', () => {
  it('the tenant stored by a shortcut route wins, on a tenant subdomain too (spec 3 §2.9, §2.10)', () => {
    expect(resolveTenant('bancoandino.localhost:5173', 'rotasul').id).toBe('rotasul');
    expect(resolveTenant('localhost:5173', 'rotasul').id).toBe('rotasul');
    expect(resolveTenant('www.portal.example', 'atlantica').id).toBe('atlantica');
  });

  it('without a stored tenant (or an unknown one) takes the first label of the host when it is a known tenant', () => {
    expect(resolveTenant('fletepago.portal.example', null).id).toBe('fletepago');
    expect(resolveTenant('bancoandino.localhost:5173', 'noexiste').id).toBe('bancoandino');
  });

  it('falls back to the default tenant when neither host nor storage name one', () => {
    expect(resolveTenant('localhost', null).id).toBe(DEFAULT_TENANT_ID);
    expect(resolveTenant('localhost', 'noexiste').id).toBe(DEFAULT_TENANT_ID);
    expect(resolveTenant(undefined, undefined).id).toBe(DEFAULT_TENANT_ID);
  });

  it('knows all nineteen tenants by subdomain', () => {
    expect(TENANTS).toHaveLength(19);
    for (const t of TENANTS) expect(resolveTenant(`${t.id}.localhost:3000`, null)).toBe(t);
  });
});

describe('stored tenant (jsdom host: localhost)', () => {
  it('the shortcut routes store it and /reset forgets it', () => {
    storeTenant('viajeseguro');
    expect(window.localStorage.getItem('tenant')).toBe('viajeseguro');
    expect(currentTenant().id).toBe('viajeseguro');
    clearStoredTenant();
    expect(window.localStorage.getItem('tenant')).toBeNull();
    expect(currentTenant().id).toBe(DEFAULT_TENANT_ID);
  });
});
