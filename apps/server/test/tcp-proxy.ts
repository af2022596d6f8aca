import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in the test process between the app and PostgreSQL, to make the database unreachable
 * for this app alone (the PostgreSQL server is shared and is never stopped by a test): `cut()` closes
 * the port, so new connections are refused, and resets every open connection, as a database server
 * that went away or a network that broke would; `restore()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let server: Server | undefined;

  function forward(client: Socket) {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  async function listen(port: number): Promise<number> {
    server = createServer(forward);
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    const address = listening.address();
    if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
    return address.port;
  }

  async function closeListener() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  const port = await listen(0);
  return {
    port,
    /** The database becomes unreachable: connecting is refused, open connections are reset. */
    async cut() {
      const closed = closeListener();
      for (const socket of open) socket.resetAndDestroy();
      await closed;
    },
    /** The database is reachable again on the same address. */
    async restore() {
      await listen(port);
    },
    async close() {
      for (const socket of open) socket.destroy();
      await closeListener();
    },
  };
}
