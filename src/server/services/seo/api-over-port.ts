import type { MessagePort } from 'node:worker_threads';
import type { ApiAnswer, ApiReader } from '@/common/page-render';

/**
 * A page rendered on a render thread reads the API of the event loop that serves it: each read crosses a
 * MessagePort as a numbered question and comes back as the answer with the same number.
 */
interface Question {
  id: number;
  pathAndQuery: string;
}

interface Answer {
  id: number;
  response?: ApiAnswer;
  error?: string;
}

/** The event loop's side: answers each read asked on `port` with `readApi`. */
export function answerApiReads(port: MessagePort, readApi: ApiReader): void {
  port.on('message', ({ id, pathAndQuery }: Question) => {
    readApi(pathAndQuery).then(
      (response) => port.postMessage({ id, response } satisfies Answer),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies Answer),
    );
  });
}

/** The render thread's side: an ApiReader whose reads are answered across `port`. */
export function readApiAcross(port: MessagePort): ApiReader {
  const waiting = new Map<number, { resolve: (response: ApiAnswer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  port.on('message', ({ id, response, error }: Answer) => {
    const reader = waiting.get(id);
    waiting.delete(id);
    if (!reader) return;
    if (response) reader.resolve(response);
    else reader.reject(new Error(error ?? 'The API read got no answer'));
  });
  return (pathAndQuery) =>
    new Promise((resolve, reject) => {
      const id = (lastId += 1);
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, pathAndQuery } satisfies Question);
    });
}
