/** Thrown by a limiter whose waiting line is full: the caller should answer "busy" rather than queue without end. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many tasks are waiting');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `max` tasks at once; the rest wait their turn in order, at most `maxWaiting` of them (a task beyond
 * that is refused at once with QueueFullError).
 */
export function createLimiter(max: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the next in line, so no newcomer can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else if (waiting.length >= maxWaiting) throw new QueueFullError();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
