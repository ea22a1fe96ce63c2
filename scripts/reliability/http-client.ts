import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: Buffer;
  /** Time from sending to the last byte of the answer. */
  ms: number;
}

export interface RequestInit {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A keep-alive client with at most `connections` sockets to one server: the fixed pool a load test needs. */
export class HttpClient {
  private readonly agent: http.Agent;

  /** `localAddress`: the loopback address to connect from, so the server sees another client. */
  constructor(
    readonly baseUrl: string,
    connections = 10,
    localAddress?: string,
  ) {
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: connections,
      maxFreeSockets: connections,
      localAddress,
    });
  }

  request(method: string, path: string, init: RequestInit = {}): Promise<HttpAnswer> {
    const body = init.json === undefined ? init.body : Buffer.from(JSON.stringify(init.json));
    const headers: Record<string, string> = { ...init.headers };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (body) headers['content-length'] = String(body.length);
    const started = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.baseUrl}${path}`, { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(Object.assign(new Error('answer aborted'), { code: 'ABORTED' })));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      });
      request.setTimeout(init.timeoutMs ?? 30_000, () =>
        request.destroy(Object.assign(new Error('request timed out'), { code: 'TIMEOUT' })),
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async json<T>(method: string, path: string, init: RequestInit = {}): Promise<{ status: number; data: T }> {
    const answer = await this.request(method, path, init);
    return { status: answer.status, data: JSON.parse(answer.body.toString('utf8')) as T };
  }

  close(): void {
    this.agent.destroy();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'Keandalan#Uji-2024!';

/** Signs in as the admin the servers were started with and answers the access token. */
export async function signIn(client: HttpClient, headers: Record<string, string> = {}): Promise<string> {
  const { status, data } = await client.json<{ data: { token: { access_token: string } } }>('POST', '/v1/auth/login', {
    json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers,
  });
  if (status !== 200) throw new Error(`Sign-in answered ${status}`);
  return data.data.token.access_token;
}

/** Signs in with a short-lived client of its own. */
export async function signInTo(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const client = new HttpClient(baseUrl, 1);
  try {
    return await signIn(client, headers);
  } finally {
    client.close();
  }
}
