import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { passwords, throttleLimits } from './accounts';
import type { Services } from './api/handler';
import { apiRoutes, FORM_BODY_LIMIT } from './api/route';
import { siteOriginOf, type Config } from './config';
import { loadContentIfEmpty, mediaDir } from './content';
import { scheduleJobs } from './jobs';
import { echoRequestId, healthRoutes, loggerOptions, Metrics, metricsRoutes } from './ops';
import { securityHeaders } from './plugins/headers';
import { closeConnectionsOnShutdown } from './plugins/shutdownDrain';
import { trustProxyOption } from './plugins/origin';
import { photoRoute, sharedMediaSecret, photoStore } from './photos';
import { frameworkErrors, siteErrorHandler } from './plugins/errorPages';
import { connectionLimits, serverTimeouts } from './plugins/timeouts';
import { openDatabase, type Db } from './plugins/db';
import { lockDataDir } from './db/serverLock';
import { createMailer, type Mailer } from './plugins/mail';
import { readMailBrand } from './settings';
import { flushViews, setViewLedger, ViewLedger } from './matching';
import { registerStatic } from './static/assets';
import { spaFallback } from './static/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; closed with the app. */
    db: Db;
    /** Outgoing mail; `await app.mailer.flush()` waits for queued messages. */
    mailer: Mailer;
    /** Prometheus metrics of this process (ops/metrics.ts). */
    metrics: Metrics;
  }
}

export interface AppOptions {
  /** The clock of every time rule (sessions, codes, throttles, photo links); tests move it. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: { write(line: string): unknown };
  /** Run the scheduled jobs in this process (the server does when JOBS is on; tests choose). */
  runJobs?: boolean;
}

/** Plugins first, then /api, then static files and the SPA fallback. */
export async function buildApp(
  config: Config,
  { now = () => new Date(), logDestination, runJobs = false }: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Redacted, request ids, pretty on a terminal (ops/logger.ts).
    ...loggerOptions(config, logDestination),
    bodyLimit: FORM_BODY_LIMIT,
    // Behind a proxy: request.ip/protocol/host from X-Forwarded-* (rate limits, HSTS, origin).
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow senders and undecodable URLs (security/timeouts.ts, security/errorPages.ts).
    ...serverTimeouts(config.connectionLimits),
    frameworkErrors,
  });
  try {
    const metrics = new Metrics();
    app.decorate('metrics', metrics);
    const unlock = lockDataDir(config);
    app.addHook('onClose', async () => unlock());
    const db = await openDatabase(config, app.log, (s, failed) => metrics.query(s, failed));
    app.decorate('db', db);
    metrics.watchBacklogs(db);
    const mail = createMailer(
      config,
      app.log,
      (outcome) => metrics.mail(outcome),
      () => readMailBrand(db),
    );
    app.decorate('mailer', mail);
    // Views are charged in memory and written behind the answers (matching/viewLedger.ts).
    setViewLedger(
      db,
      new ViewLedger(db, { onError: (err) => app.log.error({ err }, 'views not recorded') }),
    );
    // Queued mail and views go out before the database closes.
    app.addHook('onClose', async () => {
      await mail.flush();
      await flushViews(db);
      await db.destroy();
    });
    await startupContent(app, config);
    const services: Services = {
      db,
      mail,
      now,
      passwords: passwords(config.passwordHashN),
      photos: photoStore(config.dataDir, await sharedMediaSecret(db, config), config.photoDir),
      mediaDir: mediaDir(config.dataDir),
      limits: {
        interestsPerDay: config.interestLimitPerDay,
        listedPerDay: config.listLimitPerDay,
        profilesPerDay: config.profileLimitPerDay,
        answersPerDay: config.answerLimitPerDay,
      },
      throttles: throttleLimits(config.rateLimits),
      siteOrigin: siteOriginOf(config),
      officeEmail: config.officeEmail,
    };

    await app.register(compress, { encodings: ['br', 'gzip'] });
    securityHeaders(app);
    app.setErrorHandler(siteErrorHandler);
    connectionLimits(app, config.connectionLimits, config.trustProxy !== false);
    echoRequestId(app);
    healthRoutes(app, { db });
    metricsRoutes(app, { metrics, config });
    if (runJobs) scheduleJobs(app, { db, config, metrics, now, mail });
    closeConnectionsOnShutdown(app);
    await app.register(apiRoutes, { prefix: '/api', ...services, siteOrigins: config.siteOrigins });
    photoRoute(app, { db, store: services.photos, now });
    await registerStatic(app, config);
    const spa = spaFallback({
      services,
      publicDir: config.publicDir,
      ssrBundle: config.ssrBundle,
    });
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
