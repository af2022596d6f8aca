/**
 * The benchmarks' SMTP peer (`smtp-server`) in a thread of its own (bench/lib/smtp-peer.ts): a real
 * mail relay runs on another machine, so its parsing and answers must not take turns with the server's
 * requests in the bench's event loop. It counts every message received in a shared counter.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

const { counter } = workerData as { counter: Int32Array };
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // No reverse DNS of the client: a machine without network waits for it on every connection.
  disableReverseLookup: true,
  logger: false,
  closeTimeout: 200,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      Atomics.add(counter, 0, 1);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  parentPort?.postMessage({ port: (server.server.address() as { port: number }).port });
});
parentPort?.on('message', () => server.close(() => parentPort?.close()));
