import type { Pais } from '#shared/catalogos/schemas.ts';

export function Flag({ pais, size = 18 }: { pais: Pick<Pais, 'bandera' | 'nombre'>; size?: number }) {
  return (
    <img
      src={pais.bandera}
      alt=""
      width={Math.round(size * 1.5)}
      height={size}
      style={{ borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,.12)', objectFit: 'cover', display: 'block' }}
    />
  );
}
