import { QueueFullError } from '../concurrency';

interface Waiter {
  start: () => void;
  refuse: (error: Error) => void;
}

/**
 * Runs at most `max` tasks at once. Waiting tasks are grouped by a key (the client, say) and the groups take turns,
 * so no group waits behind another group's whole line. At most `maxWaiting` wait: when the line is full, a newcomer
 * whose group waits less than the longest group takes that group's newest place (that task is refused with
 * QueueFullError); otherwise the newcomer is refused. One client flooding the line thus costs the others nothing.
 */
export function createFairLimiter(max: number, maxWaiting: number) {
  let running = 0;
  let waitingCount = 0;
  // Map order is the order of turns: a group that was just served moves to the back.
  const lines = new Map<string, Waiter[]>();

  const takeNext = (): Waiter | undefined => {
    const first = lines.entries().next();
    if (first.done) return undefined;
    const [key, line] = first.value;
    const waiter = line.shift()!;
    lines.delete(key);
    if (line.length > 0) lines.set(key, line);
    waitingCount -= 1;
    return waiter;
  };

  // A finished task hands its slot straight to the next in turn, so no newcomer can slip in between.
  const release = () => {
    const next = takeNext();
    if (next) next.start();
    else running -= 1;
  };

  const makeRoomFor = (key: string) => {
    const mine = lines.get(key)?.length ?? 0;
    let longestKey: string | undefined;
    let longest: Waiter[] = [];
    for (const [lineKey, line] of lines) {
      if (line.length > longest.length) [longestKey, longest] = [lineKey, line];
    }
    if (longestKey === undefined || longest.length <= mine) throw new QueueFullError();
    longest.pop()!.refuse(new QueueFullError());
    if (longest.length === 0) lines.delete(longestKey);
    waitingCount -= 1;
  };

  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else {
      if (waitingCount >= maxWaiting) makeRoomFor(key);
      await new Promise<void>((start, refuse) => {
        const line = lines.get(key) ?? [];
        line.push({ start, refuse });
        lines.set(key, line);
        waitingCount += 1;
      });
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}
