import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { SubidaError } from '#web/lib/s3-upload.ts';
import { useUploadQueue, validarArchivo, type PedirSlot, type SubirArchivo } from './upload-queue.ts';

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const slot = (key: string) => ({ url: 'http://s3/bucket', fields: { key }, key });

describe('upload queue', () => {
  it('uploads at once with progress, and a failed file is retried without touching the others', async () => {
    let fail = true;
    const pedir: PedirSlot = vi.fn(async (p) => slot(`k-${p.nombre}`));
    const progress: Record<string, (r: number) => void> = {};
    const finish: Record<string, () => void> = {};
    const subir: SubirArchivo = vi.fn(
      (s, _file, onProgress) =>
        new Promise<void>((resolve, reject) => {
          progress[s.key] = onProgress;
          finish[s.key] = () => (s.key === 'k-b.png' && fail ? reject(new Error('net')) : resolve());
        }),
    );
    const { result } = renderHook(() => useUploadQueue(pedir, subir));
    act(() => {
      result.current.agregar('fotosDanio', [png('a.png'), png('b.png')]);
    });
    expect(result.current.subiendo).toBe(true);
    await waitFor(() => expect(Object.keys(progress)).toHaveLength(2));
    act(() => progress['k-a.png']!(0.5));
    expect(result.current.items.find((a) => a.nombre === 'a.png')?.progreso).toBe(0.5);
    await act(async () => {
      finish['k-a.png']!();
      finish['k-b.png']!();
    });
    await waitFor(() => expect(result.current.subiendo).toBe(false));
    expect(result.current.items.map((a) => [a.nombre, a.estado])).toEqual([
      ['a.png', 'listo'],
      ['b.png', 'error'],
    ]);
    expect(result.current.conError).toBe(true);
    expect(result.current.listas.fotosDanio).toEqual([{ key: 'k-a.png', nombre: 'a.png' }]);

    fail = false;
    const uid = result.current.items[1]!.uid;
    act(() => result.current.reintentar(uid));
    await waitFor(() => expect(result.current.items[1]?.estado).toBe('subiendo'));
    await act(async () => finish['k-b.png']!());
    await waitFor(() => expect(result.current.items[1]?.estado).toBe('listo'));
    expect(result.current.listas.fotosDanio.map((f) => f.nombre)).toEqual(['a.png', 'b.png']);
    expect(result.current.conError).toBe(false);
  });

  it('refuses the 11th file of a list, wrong types and files over 15 MB with the shared messages', async () => {
    const pedir: PedirSlot = vi.fn(async (p) => slot(p.nombre));
    const subir: SubirArchivo = vi.fn(async () => {});
    const { result } = renderHook(() => useUploadQueue(pedir, subir));
    let refused: string[] = [];
    act(() => {
      refused = result.current.agregar(
        'facturas',
        Array.from({ length: 11 }, (_, i) => png(`f${i}.png`)),
      );
    });
    expect(refused).toEqual([`f10.png: ${FILE_MESSAGES.tooMany}`]);
    expect(result.current.items).toHaveLength(10);
    act(() => {
      refused = result.current.agregar('otros', [new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' })]);
    });
    expect(refused).toEqual([`virus.exe: ${FILE_MESSAGES.badType}`]);
    expect(result.current.rechazos.otros).toEqual(refused);
    expect(validarArchivo({ type: 'application/pdf', size: 15 * 1024 * 1024 + 1 })).toBe(FILE_MESSAGES.tooBig);
    expect(validarArchivo({ type: 'application/pdf', size: 100 })).toBeUndefined();
    await waitFor(() => expect(result.current.subiendo).toBe(false));
    expect(pedir).toHaveBeenCalledTimes(10);
  });

  it('a file S3 refuses as too large (EntityTooLarge) says so, in the list’s words', async () => {
    const { result } = renderHook(() =>
      useUploadQueue(
        async (p) => slot(p.nombre),
        async () => {
          throw new SubidaError('tamano', 'S3 400');
        },
      ),
    );
    act(() => {
      result.current.agregar('otros', [png('x.png')]);
    });
    await waitFor(() => expect(result.current.items[0]?.estado).toBe('error'));
    expect(result.current.items[0]!.error).toBe(FILE_MESSAGES.tooBig);
  });

  it('removing a file takes it out of the lists sent', async () => {
    const { result } = renderHook(() =>
      useUploadQueue(
        async (p) => slot(p.nombre),
        async () => {},
      ),
    );
    act(() => {
      result.current.agregar('otros', [png('x.png')]);
    });
    await waitFor(() => expect(result.current.listas.otros).toHaveLength(1));
    act(() => result.current.quitar(result.current.items[0]!.uid));
    expect(result.current.listas.otros).toEqual([]);
  });
});
