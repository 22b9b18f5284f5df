/** The bench's report: its lines on stdout and the summary table every section adds its figures to. */
export const say = (line = '') => console.log(line);
export const title = (text: string) => say(`\n== ${text}\n`);
export const summary: { medida: string; valor: string; objetivo: string; pass: boolean }[] = [];
