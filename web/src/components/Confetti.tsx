import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/** Spec 3 §9 and spec 2 §9: the confetti of a success view repeats every 4000 ms. */
export const CONFETTI_MS = 4000;
const COLORES = ['#50CD89', '#009EF7', '#FFC700', '#F1416C', '#7239EA'];

interface Particula {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
  color: string;
  giro: number;
}

/** A canvas confetti burst every 4 s over the page; nothing when the user prefers reduced motion. */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null);
  const reducida = useReducedMotion();

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || reducida) return;
    let particulas: Particula[] = [];
    let frame = 0;
    const ajustar = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
    };
    const rafaga = () => {
      const w = canvas.width;
      for (let i = 0; i < 120; i++) {
        particulas.push({
          x: w / 2 + (Math.random() - 0.5) * w * 0.4,
          y: canvas.height * 0.35,
          vx: (Math.random() - 0.5) * 12,
          vy: -Math.random() * 12 - 4,
          r: Math.random() * 4 + 3,
          color: COLORES[i % COLORES.length] as string,
          giro: Math.random() * Math.PI,
        });
      }
    };
    const dibujar = () => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      particulas = particulas.filter((q) => q.y < canvas.height + 20);
      for (const q of particulas) {
        q.vy += 0.3;
        q.vx *= 0.99;
        q.x += q.vx;
        q.y += q.vy;
        q.giro += 0.1;
        ctx.fillStyle = q.color;
        ctx.save();
        ctx.translate(q.x, q.y);
        ctx.rotate(q.giro);
        ctx.fillRect(-q.r, -q.r / 2, q.r * 2, q.r);
        ctx.restore();
      }
      frame = requestAnimationFrame(dibujar);
    };
    ajustar();
    rafaga();
    dibujar();
    const timer = window.setInterval(rafaga, CONFETTI_MS);
    window.addEventListener('resize', ajustar);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener('resize', ajustar);
    };
  }, [reducida]);

  if (reducida) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="confetti"
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 300 }}
    />
  );
}
