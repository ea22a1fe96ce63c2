import fs from 'node:fs';

/** Linux reports a process's CPU time in /proc in ticks of USER_HZ, which its ABI fixes at 100 per second. */
const TICKS_PER_SECOND = 100;

/**
 * Milliseconds of CPU (user and system, every thread) process `pid` has used so far, read from /proc; undefined
 * where there is no /proc (the figures that need it are then left out).
 */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
}
