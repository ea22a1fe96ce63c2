/** Thrown when a client already has as much expensive work running and waiting as it may. */
export class AdmissionRefusedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests from this address are being worked on; try again shortly');
    this.name = 'AdmissionRefusedError';
  }
}

export interface AdmissionLimits {
  /** Tasks of one client run at once. */
  perClient: number;
  /** Tasks of one client waiting for a turn; one beyond is refused at once. */
  waitingPerClient: number;
  /** Milliseconds a task waits for its turn before it is refused. */
  waitMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

interface ClientLine {
  running: number;
  waiting: Waiter[];
}

/**
 * Admits each client's expensive work a few tasks at a time (by client key, see client-address.ts), so that one
 * client flooding with uncached requests takes its share of the server and no more. A task that cannot start
 * within `waitMs`, or finds the waiting line full, is refused with AdmissionRefusedError.
 */
export function createAdmission(limits: AdmissionLimits) {
  const lines = new Map<string, ClientLine>();
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.waitMs / 1000));

  // A finished task hands its turn to the next in line, so no newcomer slips in between; on the event loop's next
  // turn, so that other clients' requests are read in between: a task that does its database work synchronously
  // (SQLite) would otherwise run its whole line back to back while every other client waits.
  const release = (key: string, line: ClientLine) => {
    const next = line.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      setImmediate(next.admit);
      return;
    }
    line.running -= 1;
    if (line.running === 0) lines.delete(key);
  };

  const turn = (key: string): Promise<ClientLine> => {
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { running: 0, waiting: [] }));
    if (line.running < limits.perClient) {
      line.running += 1;
      return Promise.resolve(line);
    }
    if (line.waiting.length >= limits.waitingPerClient) {
      return Promise.reject(new AdmissionRefusedError(retryAfterSeconds));
    }
    const waitingLine = line;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => resolve(waitingLine),
        timer: setTimeout(() => {
          waitingLine.waiting.splice(waitingLine.waiting.indexOf(waiter), 1);
          reject(new AdmissionRefusedError(retryAfterSeconds));
        }, limits.waitMs),
      };
      waitingLine.waiting.push(waiter);
    });
  };

  return {
    /** Runs `task` for the client `clientKey` once it is its turn. */
    async run<T>(clientKey: string, task: () => Promise<T>): Promise<T> {
      const line = await turn(clientKey);
      try {
        return await task();
      } finally {
        release(clientKey, line);
      }
    },

    /** Clients with work running or waiting (for tests and health figures). */
    get clients() {
      return lines.size;
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
