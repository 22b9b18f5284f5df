import net from 'node:net';

/** Fails with a clear message when a port is taken, instead of a cryptic EADDRINUSE later. */
export const assertPortFree = (port: number, what: string, envVar: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `El puerto ${port} (${what}) ya está en uso. Cerrá el proceso que lo usa o elegí otro con ${envVar}=<puerto>.`
            : `No se pudo abrir el puerto ${port} (${what}): ${err.message}`,
        ),
      ),
    );
    server.listen(port, '0.0.0.0', () => server.close(() => resolve()));
  });

/** A free port chosen by the OS (tests run beside a developer's `npm start`). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const waitForPort = async (port: number, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`El servicio en el puerto ${port} no respondió en ${timeoutMs / 1000} s`);
};
