import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RESULTADO = 'RESULTADO ';

/**
 * Runs a bench module in a process of its own and answers what it printed as its result. Each bench
 * that starts a local stack runs this way: the SDK clients are made once per process against the
 * first stack's endpoints, so a second stack in the same process would be called at the first one's
 * (gone) ports; and a bench's memory figures are its own. Log lines pass through as they come.
 */
export const enProcesoAparte = <T>(modulo: string, args: string[], nombre: string, log: (l: string) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(modulo), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let resultado: { valor: T } | null = null;
    let resto = '';
    hijo.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lineas = (resto + chunk).split('\n');
      resto = lineas.pop() ?? '';
      for (const l of lineas) {
        if (l.startsWith(RESULTADO)) resultado = { valor: JSON.parse(l.slice(RESULTADO.length)) as T };
        else if (!l.startsWith('Finanzas ←')) log(l);
      }
    });
    hijo.on('error', reject);
    hijo.on('exit', (code) =>
      resultado && code === 0 ? resolve(resultado.valor) : reject(new Error(`${nombre} terminó con ${code}`)),
    );
  });

/** In the module run by `enProcesoAparte`: whether this process is that run (the module is the entry point). */
export const esProcesoAparte = (modulo: string): boolean => !!process.argv[1] && modulo === pathToFileURL(process.argv[1]).href;

/** Prints the result for the parent and ends the process. */
export const entregarResultado = (valor: unknown): never => {
  console.log(`${RESULTADO}${JSON.stringify(valor)}`);
  process.exit(0);
};
