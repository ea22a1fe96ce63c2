import type { Server } from 'node:http';
import { clientKeyOf } from './client-address';

/**
 * Closes each new connection beyond `max` open ones from the same client (counted by clientKeyOf: IPv6 per /64), so
 * that one address cannot hold every file descriptor the process has with idle connections. Peers for which
 * `isExempt` holds (a trusted reverse proxy, which carries everyone's connections) are not counted.
 */
export function capConnectionsPerClient(server: Server, max: number, isExempt: (address: string) => boolean): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || isExempt(address)) return;
    const key = clientKeyOf(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
