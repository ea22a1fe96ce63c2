/**
 * Writes the API contract (what each route under /v1 declares it answers) to the file named by the first argument.
 * Run with `node --import tsx`, which resolves the `@/` alias of the server's modules.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { ApiRoute } from './api-contract';

function routeOf(route: RouteOptions): ApiRoute | undefined {
  const response = (route.schema as { response?: ApiRoute['response'] } | undefined)?.response;
  if (!response || !route.url.startsWith('/v1/')) return undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return { methods: methods.map((method) => method.toUpperCase()), url: route.url, response };
}

/** Builds the app as it starts, watching each route as it is registered; the app never listens. */
async function collectApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  // Fastify announces each new instance on this channel before any plugin is registered.
  diagnostics.subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const apiRoute = routeOf(route);
      if (apiRoute) routes.push(apiRoute);
    });
  });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-contract-'));
  try {
    const config = loadConfig({
      DATA_DIR: root,
      CLIENT_DIR: path.join(root, 'client'),
      JWT_SECRET: 'api-contract-only-secret-with-enough-entropy-0123456789',
      ADMIN_PASSWORD: 'Api-Contract#2024!',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SSR_BUNDLE: '',
      RENDER_THREADS: '0',
    });
    const app = await buildApp(config, { logger: false });
    await app.close();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return routes;
}

const outputFile = process.argv[2];
if (!outputFile) throw new Error('Usage: collect-api-contract.ts <output.json>');
void collectApiRoutes().then((routes) => fs.writeFileSync(outputFile, JSON.stringify(routes)));
