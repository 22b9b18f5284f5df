import { describe, expect, it } from 'vitest';
import { envMarker, formatTitle, titleKeyOf } from './DocumentTitle.tsx';

describe('page title (spec 3 §2.10)', () => {
  it('marks the stage: DEV locally and on dev, TEST, QA; nothing in production', () => {
    expect(envMarker('DEV')).toBe('DEV');
    expect(envMarker('local')).toBe('DEV');
    expect(envMarker('dev')).toBe('DEV');
    expect(envMarker('test')).toBe('TEST');
    expect(envMarker('qa')).toBe('QA');
    expect(envMarker('prod')).toBe('');
  });

  it('reads marker - company - route, never the raw stage name', () => {
    expect(formatTitle('dev', 'Cargo Sur Seguros', 'Dashboard')).toBe('DEV - Cargo Sur Seguros - Dashboard');
    expect(formatTitle('qa', 'Cargo Sur Seguros', 'Dashboard')).toBe('QA - Cargo Sur Seguros - Dashboard');
    expect(formatTitle('prod', 'Cargo Sur Seguros', 'Dashboard')).toBe('Cargo Sur Seguros - Dashboard');
    expect(formatTitle('test', 'Cargo Sur Seguros', undefined)).toBe('TEST - Cargo Sur Seguros');
  });

  it('takes the route name from the deepest matched route that has one', () => {
    expect(titleKeyOf([undefined, { titleKey: 'routes.a' }, {}, { titleKey: 'routes.b' }, undefined])).toBe('routes.b');
    expect(titleKeyOf([undefined, {}])).toBeUndefined();
  });
});
