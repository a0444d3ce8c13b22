import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { passwords } from './accounts/password';
import type { Services } from './api/handler';
import { apiRoutes, FORM_BODY_LIMIT } from './api/route';
import type { Config } from './config';
import { loadContentIfEmpty } from './content/load';
import { requestForLog } from './logging';
import { photoRoute } from './photos/route';
import { loadMediaSecret } from './photos/secret';
import { photoStore } from './photos/store';
import { openDatabase, type Db } from './plugins/db';
import { createMailer, type Mailer } from './plugins/mail';
import { registerStatic } from './static/assets';
import { spaFallback } from './static/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; closed with the app. */
    db: Db;
    /** Outgoing mail; `await app.mailer.flush()` waits for queued messages. */
    mailer: Mailer;
  }
}

export interface AppOptions {
  /** The clock of every time rule (sessions, codes, throttles, photo links); tests move it. */
  now?: () => Date;
}

/** Plugins first, then /api, then static files and the SPA fallback. */
export async function buildApp(
  config: Config,
  { now = () => new Date() }: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: FORM_BODY_LIMIT,
  });
  try {
    const db = await openDatabase(config, app.log);
    app.decorate('db', db);
    const mail = createMailer(config, app.log);
    app.decorate('mailer', mail);
    // Queued mail goes out before the database closes.
    app.addHook('onClose', async () => {
      await mail.flush();
      await db.destroy();
    });
    await startupContent(app, config);
    const services: Services = {
      db,
      mail,
      now,
      passwords: passwords(config.passwordHashN),
      photos: photoStore(config.dataDir, loadMediaSecret(config)),
      limits: {
        interestsPerDay: config.interestLimitPerDay,
        viewsPerHour: config.viewLimitPerHour,
      },
    };

    await app.register(compress, { encodings: ['br', 'gzip'] });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });
    await app.register(apiRoutes, { prefix: '/api', ...services });
    photoRoute(app, { db, store: services.photos, now });
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
