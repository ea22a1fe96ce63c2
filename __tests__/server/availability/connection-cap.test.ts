import net from 'node:net';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app';

interface Connection {
  socket: net.Socket;
  /** Everything the server sent on it. */
  received: () => string;
  /** Resolves when the server (or the network) has closed it. */
  closed: Promise<void>;
}

/** A connection to the server from the loopback address `from`, open until the test ends it. */
function connect(port: number, from: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

/** Sends a keep-alive GET of the health answer and resolves with the server's reply, or '' if it closed first. */
function askHealth(connection: Connection): Promise<string> {
  return new Promise((resolve) => {
    const before = connection.received().length;
    const check = () => {
      const answer = connection.received().slice(before);
      if (/\r\n\r\n/.test(answer)) resolve(answer);
    };
    connection.socket.on('data', check);
    void connection.closed.then(() => resolve(connection.received().slice(before)));
    connection.socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe.each(testDatabases())('connections per client address (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  const open: Connection[] = [];

  beforeAll(async () => {
    // No proxy is trusted, so connections from this machine count as its clients'.
    t = await createTestApp(kind, {
      MAX_CONNECTIONS_PER_CLIENT: '2',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      TRUST_PROXY: 'false',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  afterEach(() => {
    for (const connection of open.splice(0)) connection.socket.destroy();
  });

  afterAll(async () => {
    await t.close();
  });

  const openFrom = async (address: string) => {
    const connection = await connect(port, address);
    open.push(connection);
    return connection;
  };

  it('refuses a connection beyond the cap from one address while another address still connects', async () => {
    const first = await openFrom('127.0.0.1');
    const second = await openFrom('127.0.0.1');
    expect(await askHealth(first)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await askHealth(second)).toMatch(/^HTTP\/1\.1 200 /);

    const third = await openFrom('127.0.0.1');
    expect(await askHealth(third)).toBe('');

    const elsewhere = await openFrom('127.0.0.2');
    expect(await askHealth(elsewhere)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('lets the address connect again once one of its connections has closed', async () => {
    const first = await openFrom('127.0.0.1');
    await openFrom('127.0.0.1');
    first.socket.destroy();
    await first.closed;

    // The server learns of the close a moment after the client: try a few times.
    let answer = '';
    for (let attempt = 0; attempt < 20 && !answer; attempt += 1) {
      answer = await askHealth(await openFrom('127.0.0.1'));
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const connection = await openFrom('127.0.0.3');
    expect(await askHealth(connection)).toMatch(/^HTTP\/1\.1 200 /);

    await connection.closed;
    expect(connection.socket.destroyed).toBe(true);
  });
});
