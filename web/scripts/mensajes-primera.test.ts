import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import esAR from '../../shared/i18n/es-AR.json';
import { MODULOS_DE_LA_PRIMERA_CARGA } from '../src/app/primeras-pantallas.ts';
import { clavesDeLaPrimeraCarga, mensajesPorPartes, parteDe } from './mensajes-primera.ts';

const MENSAJES = {
  'a.titulo': 'A',
  'a.uno': 'uno',
  'a.uno_one': 'un',
  'b.estado.x': 'X',
  'b.estado.y': 'Y',
  'c.rol.admin': 'Admin',
  'd.modal': 'Modal',
  'e.tabla': 'Tabla',
  'f.pantalla': 'Pantalla',
  'g.tipo': 'Tipo',
  'h.nunca': 'Nunca',
};

const repo = (archivos: Record<string, string>): string => {
  const raiz = mkdtempSync(join(tmpdir(), 'mensajes-'));
  for (const [ruta, fuente] of Object.entries(archivos)) {
    mkdirSync(dirname(join(raiz, ruta)), { recursive: true });
    writeFileSync(join(raiz, ruta), fuente);
  }
  return raiz;
};

describe('clavesDeLaPrimeraCarga (record 0186)', () => {
  it('finds the keys a module and what it imports name, and not the screens a route table loads lazily', () => {
    const raiz = repo({
      'web/src/main.tsx': [
        "import { Pantalla } from './Pantalla.tsx';",
        "import type { Tipo } from './tipo.ts';",
        "import '#web/efecto.ts';",
        "export { Tabla } from '#shared/tabla.ts';",
        "t('a.titulo'); t('a.uno', { count });",
      ].join('\n'),
      'web/src/Pantalla.tsx': "const m = lazy(() => import('./Modal.tsx'));\nt(`b.estado.${id}`);\nt('c.rol.' + rol);",
      'web/src/Modal.tsx': "t('d.modal');",
      'web/src/tipo.ts': "t('g.tipo');",
      'web/src/efecto.ts': "import { rutas } from './routes.tsx';",
      'web/src/routes.tsx': "export const rutas = [{ lazy: () => import('./Otra.tsx'), handle: 'f.pantalla' }];",
      'web/src/Otra.tsx': "t('h.nunca');",
      'shared/tabla.ts': "export const Tabla = 'e.tabla';",
    });
    const claves = clavesDeLaPrimeraCarga(raiz, ['web/src/main.tsx'], MENSAJES);
    expect([...claves].sort()).toEqual([
      'a.titulo',
      'a.uno',
      'a.uno_one',
      'b.estado.x',
      'b.estado.y',
      'c.rol.admin',
      'd.modal',
      'e.tabla',
      'f.pantalla',
    ]);
    expect(parteDe(MENSAJES, claves, false)).toEqual({ 'g.tipo': 'Tipo', 'h.nunca': 'Nunca' });
  });

  it("in the portal: the first screens' part is a small share of the messages, with sign-in's, the shell's and the dashboard's", () => {
    const claves = clavesDeLaPrimeraCarga(process.cwd(), MODULOS_DE_LA_PRIMERA_CARGA, esAR);
    for (const c of [
      'auth.login.title',
      'auth.errors.wrongCredentials',
      'menu.dashboard',
      'shell.skipLink',
      'dashboard.greeting',
    ])
      expect(claves.has(c), c).toBe(true);
    for (const c of ['cotizadorAnual.titulo', 'siniestros.vacio', 'maestros.titulo']) expect(claves.has(c), c).toBe(false);
    expect(claves.size).toBeLessThan(Object.keys(esAR).length / 5);
  });
});

describe('the dev server', () => {
  const servidor = () => {
    const virtual = { id: '\0virtual:mensajes/es-AR/primera' };
    const otro = { id: '/repo/web/src/main.tsx' };
    const invalidados: unknown[] = [];
    const enviados: unknown[] = [];
    return {
      invalidados,
      enviados,
      server: {
        moduleGraph: {
          idToModuleMap: new Map([
            [virtual.id, virtual],
            [otro.id, otro],
          ]),
          invalidateModule: (m: unknown) => invalidados.push(m),
        },
        ws: { send: (m: unknown) => enviados.push(m) },
      },
    };
  };
  const alEditar = (file: string) => {
    const s = servidor();
    const hook = mensajesPorPartes('/repo').handleHotUpdate as (ctx: { file: string; server: unknown }) => void;
    hook({ file, server: s.server });
    return { invalidados: s.invalidados.map((m) => (m as { id: string }).id), enviados: s.enviados };
  };

  it('reloads the page with both parts found again when a locale file changes', () => {
    expect(alEditar('/repo/shared/i18n/es-AR.json')).toEqual({
      invalidados: ['\0virtual:mensajes/es-AR/primera'],
      enviados: [{ type: 'full-reload' }],
    });
  });

  it('finds the parts again for the next load when a source file changes, and ignores other files', () => {
    expect(alEditar('/repo/web/src/features/shell/Header.tsx')).toEqual({
      invalidados: ['\0virtual:mensajes/es-AR/primera'],
      enviados: [],
    });
    expect(alEditar('/repo/web/src/features/shell/Marco.module.css')).toEqual({ invalidados: [], enviados: [] });
  });
});
