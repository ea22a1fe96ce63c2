import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What one API route declares it answers: its JSON Schema per status code ('200', '404', '4xx', 'default'). */
export interface ApiRoute {
  methods: string[];
  /** Fastify's pattern, e.g. `/v1/products/:id`. */
  url: string;
  response: Record<string, object>;
}

/** The environment variable naming the JSON file of ApiRoute[] for this run (the global setup names it). */
export const API_CONTRACT_FILE_VARIABLE = 'API_CONTRACT_FILE';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The routes of the API as the server registers them. The first caller of a run writes them to the run's file by
 * starting the app in a process of its own (about 3 s): the server's modules import through the `@/` alias, which
 * only Jest's resolver and tsx know, and the client tests run in jsdom. Workers that ask at once each write a
 * whole file of their own and rename it into place, so none reads a half-written one.
 */
export function readApiContract(): ApiRoute[] {
  const file = process.env[API_CONTRACT_FILE_VARIABLE];
  if (!file)
    throw new Error(`${API_CONTRACT_FILE_VARIABLE} is not set: the global setup names the API contract's file`);
  if (!fs.existsSync(file)) {
    const written = `${file}.${process.pid}`;
    const collector = path.join(__dirname, 'collect-api-contract.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', collector, written], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Collecting the API contract failed:\n${run.stderr}`);
    fs.renameSync(written, file);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiRoute[];
}
