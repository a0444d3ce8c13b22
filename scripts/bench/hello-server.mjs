// The reference of the throughput run: a Fastify hello-world route, spawned like the site server
// (own node process, same host, same logger level), so route ÷ hello-world is what the app adds.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const { port } = app.server.address();
console.log(`Hello world running at http://${process.env.HOST ?? '127.0.0.1'}:${port}/`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
