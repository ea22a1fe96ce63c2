/** What a set of closed loops measured: each answer's time and status, and requests that failed at socket level. */
export interface Measured {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}

/** `connections` closed loops, each sending its next `request` when the previous one was answered, until `deadline`. */
export async function loop(
  connections: number,
  deadline: number,
  request: (sequence: number) => Promise<{ status: number; ms: number }>,
): Promise<Measured> {
  const measured: Measured = { latencies: [], statuses: new Map(), errors: 0 };
  let sequence = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        try {
          const answer = await request((sequence += 1));
          measured.latencies.push(answer.ms);
          measured.statuses.set(answer.status, (measured.statuses.get(answer.status) ?? 0) + 1);
        } catch {
          measured.errors += 1;
        }
      }
    }),
  );
  return measured;
}

export const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ') || 'none';
