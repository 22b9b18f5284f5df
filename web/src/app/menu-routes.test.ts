import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MENU_ROUTES } from '#shared/menu/menu.ts';
import { routes } from './router.tsx';

describe('the menu and the router', () => {
  it('give every menu route a screen of its own, never the 404 redirect', () => {
    for (const ruta of MENU_ROUTES) {
      const matches = matchRoutes(routes, ruta) ?? [];
      const ultima = matches.at(-1)?.route;
      expect(ultima?.path, ruta).not.toBe('*');
      expect(ultima?.lazy ?? ultima?.element ?? ultima?.Component, ruta).toBeTruthy();
    }
  });
});
