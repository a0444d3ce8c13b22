import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes, FORM_BODY_LIMIT } from './api/route';
import type { Config } from './config';
import { loadContentIfEmpty } from './content/load';
import { openDatabase, type Db } from './plugins/db';
import { registerStatic } from './static/assets';
import { spaFallback } from './static/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; closed with the app. */
    db: Db;
  }
}

/** Plugins first, then /api, then static files and the SPA fallback. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: FORM_BODY_LIMIT,
  });
  try {
    const db = await openDatabase(config, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
    await startupContent(app, config);

    await app.register(compress, { encodings: ['br', 'gzip'] });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });
    await app.register(apiRoutes, { prefix: '/api', db });
    await registerStatic(app, config);
    const spa = spaFallback({ db, publicDir: config.publicDir });
    // "/" is a directory to the static plugin; the home page is the SPA's.
    app.get('/', spa);
    app.setNotFoundHandler(spa);
    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}

async function startupContent(app: FastifyInstance, config: Config): Promise<void> {
  const result = await loadContentIfEmpty(app.db, config.contentDir, config.dataDir);
  if (result.action === 'loaded') app.log.info({ content: result.summary }, 'content loaded');
  if (result.action === 'kept' && result.changedSinceLoad) {
    app.log.warn(
      'content/ has changed since it was loaded; run `npm run content:load` to apply it.',
    );
  }
  if (result.action === 'no-content') {
    app.log.warn(`No content folder at ${config.contentDir}; the site starts empty.`);
  }
}
