/**
 * The summary's charts bring recharts and d3 (≈ 130 KB gzip): they load once the broker has quoted, ahead of the
 * summary step, not with the wizard's first step (issue 31).
 */
export const cargarGraficos = () => import('./Graficos.tsx');
