import net from 'node:net';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Trickled {
  /** What the server answered before closing, if anything. */
  answer: string;
  /** How many of the bytes to trickle were sent before the server closed the connection. */
  sent: number;
}

/** Sends `head` at once, then `trickle` one byte every 200 ms, until the server closes the connection or all is sent. */
function trickle(port: number, head: string, trickleBytes: string): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, sent });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? finish() : reject(error)));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === trickleBytes.length) return finish();
        socket.write(trickleBytes[sent]!);
        sent += 1;
      }, 200);
    });
  });
}

describe('a client that sends its request slowly', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await t.close();
  });

  it('is cut off with 408 before it has trickled its whole body', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(80) });
    const head =
      'POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

    const { answer, sent } = await trickle(port, head, body);

    expect(sent).toBeLessThan(body.length);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut off before it has trickled its whole headers', async () => {
    const headers = `GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'s'.repeat(60)}\r\n\r\n`;

    const { answer, sent } = await trickle(port, '', headers);

    expect(sent).toBeLessThan(headers.length);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/health`);

    expect(response.status).toBe(200);
  });
});
