import Fastify from 'fastify';

/** The baseline of the API benchmark: a bare Fastify answering a constant JSON object, nothing else. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
