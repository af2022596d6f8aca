import { Worker } from 'node:worker_threads';
import type { CompiledEmail, CompileOptions, EmailSource } from './email-render.ts';
import type { FilledEmail, FillItem, RenderAnswer, RenderRequest } from './render-worker.ts';

type Pending = { resolve: (answer: RenderAnswer) => void; reject: (error: Error) => void };
type RequestBody = RenderRequest extends infer R ? (R extends RenderRequest ? Omit<R, 'id'> : never) : never;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function start(): Worker {
  const made = new Worker(new URL('./render-worker.ts', import.meta.url));
  made.on('message', (answer: RenderAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) made.unref();
    waiting?.resolve(answer);
  });
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  made.on('error', failAll);
  made.on('exit', () => {
    if (worker === made) worker = undefined;
    failAll(new Error('the e-mail rendering thread stopped'));
  });
  return made;
}

/**
 * The rendering thread of this process (render-worker.ts), one for every app in it, made with the
 * first request. Idle, it keeps no process alive; a request in flight does. A thread that dies fails
 * its requests (the job's transaction rolls back and its plays are taken again) and the next request
 * makes a new one.
 */
async function request(body: RequestBody): Promise<RenderAnswer> {
  worker ??= start();
  if (pending.size === 0) worker.ref();
  const id = nextId++;
  const answered = new Promise<RenderAnswer>((resolve, reject) => pending.set(id, { resolve, reject }));
  try {
    worker.postMessage({ ...body, id } as RenderRequest);
  } catch (error) {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    throw error;
  }
  const answer = await answered;
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer;
}

/** Compiles one e-mail's blocks through MJML in the rendering thread. */
export async function compileInThread(source: EmailSource, options: CompileOptions): Promise<CompiledEmail> {
  const answer = await request({ kind: 'compile', source, options });
  return answer.compiled as CompiledEmail;
}

/** A batch of recipients' e-mails filled in the rendering thread, in the order of `items`. */
export async function fillInThread(input: {
  publicUrl: string;
  unsubscribeKey: Uint8Array;
  walletKey: Uint8Array;
  templates: CompiledEmail[];
  items: FillItem[];
}): Promise<FilledEmail[]> {
  if (input.items.length === 0) return [];
  const answer = await request({ kind: 'fill', ...input });
  return answer.filled as FilledEmail[];
}
