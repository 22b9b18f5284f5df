/** The bench's report: its lines on stdout (kept for docs/bench.md) and the summary table every section adds its figures to. */
export const salida: string[] = [];
export const say = (line = '') => {
  salida.push(line);
  console.log(line);
};
export const title = (text: string) => say(`\n== ${text}\n`);
export interface FilaResumen {
  medida: string;
  valor: string;
  objetivo: string;
  pass: boolean;
}
export const summary: FilaResumen[] = [];
