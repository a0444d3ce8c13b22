// The reference of the throughput run: a Fastify hello-world route, spawned like the site server
// (own node process, same host, same logger level), so route ÷ hello-world is what the app adds.
// With BODY_BYTES set it also answers `POST /api` with that many bytes, as the site sends a kept
// answer (a form body read, text/html, no-store): the floor of a call whose answer is that long,
// since sending the bytes (the socket's copy, the client's read) costs the same in any app.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.BODY_BYTES) {
  const body = Buffer.alloc(Number(process.env.BODY_BYTES), 'x');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, form, done) => done(null, form),
  );
  app.post('/api', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body),
  );
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const { port } = app.server.address();
console.log(`Hello world running at http://${process.env.HOST ?? '127.0.0.1'}:${port}/`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
