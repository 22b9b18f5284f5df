import { afterEach, describe, expect, it, vi } from 'vitest';
import { abrirEnPestanas } from './abrir-en-pestanas.ts';

/** A tab as window.open returns it: where it goes, whether it closed, its tie back to the portal. */
const pestana = () => ({ opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() });

const diferido = () => {
  let resolver!: (url: string) => void;
  let rechazar!: (err: Error) => void;
  const promesa = new Promise<string>((res, rej) => {
    resolver = res;
    rechazar = rej;
  });
  return { pedir: () => promesa, resolver, rechazar };
};

describe('abrirEnPestanas', () => {
  const assign = vi.fn();
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('opens every tab inside the click, before any link arrives, and sends each to its fresh link', async () => {
    const tabs = [pestana(), pestana()];
    const open = vi.spyOn(window, 'open').mockImplementation(() => tabs[open.mock.calls.length - 1] as unknown as Window);
    const asegurado = diferido();
    const pas = diferido();
    const listo = abrirEnPestanas([asegurado.pedir, pas.pedir]);
    // Synchronously, still inside the user's gesture: both tabs exist, cut from the portal, going nowhere yet.
    expect(open).toHaveBeenCalledTimes(2);
    expect(tabs.map((w) => w.opener)).toEqual([null, null]);
    expect(tabs.map((w) => w.location.href)).toEqual(['about:blank', 'about:blank']);
    asegurado.resolver('https://s3.test/asegurado.pdf?firma=1');
    pas.resolver('https://s3.test/pas.pdf?firma=1');
    await listo;
    expect(tabs.map((w) => w.location.href)).toEqual([
      'https://s3.test/asegurado.pdf?firma=1',
      'https://s3.test/pas.pdf?firma=1',
    ]);
  });

  it('closes the tab whose link failed, keeps the other and rejects with the failure', async () => {
    const tabs = [pestana(), pestana()];
    const open = vi.spyOn(window, 'open').mockImplementation(() => tabs[open.mock.calls.length - 1] as unknown as Window);
    await expect(
      abrirEnPestanas([() => Promise.resolve('https://s3.test/a.pdf'), () => Promise.reject(new Error('El archivo no existe.'))]),
    ).rejects.toThrow('El archivo no existe.');
    expect(tabs[0]!.location.href).toBe('https://s3.test/a.pdf');
    expect(tabs[0]!.close).not.toHaveBeenCalled();
    expect(tabs[1]!.close).toHaveBeenCalled();
  });

  it('a tab the browser blocked is replaced by following the link here (an attachment: the page stays)', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('location', { ...window.location, assign });
    await abrirEnPestanas([() => Promise.resolve('https://s3.test/a.pdf')]);
    expect(assign).toHaveBeenCalledWith('https://s3.test/a.pdf');
  });
});
