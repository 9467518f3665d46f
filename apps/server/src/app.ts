import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { proxyTrust, type TConfig } from '@quad/platform/server/config';
import { openDatabase, type TDialect } from '@quad/platform/server/db/database';
import { installDurableAnswers } from '@quad/platform/server/http/durable-answers';
import { migrate, underMigrationLock } from '@quad/platform/server/db/migrate';
import { installCsrfWall } from '@quad/platform/server/http/csrf';
import { installErrorHandlers } from '@quad/platform/server/http/errors-handler';
import { installAnswerTranslation } from '@quad/platform/server/i18n/answers';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { installHostPage, type TSiteRelativeHandler } from '@quad/platform/server/http/host-page';
import { parseLooseBody } from '@quad/platform/server/http/params';
import { installProbes } from '@quad/platform/server/http/probes';
import { installSiteHook } from '@quad/platform/server/http/site-hook';
import { installFrameOptions } from '@quad/platform/server/http/security-headers';
import type { TPlatform, TServerEngine, TServerModule } from '@quad/platform/server/module';
import { createStorage } from '@quad/platform/server/files/storage';
import { installOpenApi } from '@quad/platform/server/openapi/routes';
import { installRouteTable } from '@quad/platform/server/openapi/route-table';
import { platformMigrations, registerPlatformCalls } from '@quad/platform/server/platform-calls';
import { SiteStore } from '@quad/platform/server/sites/site-store';
import { createCacheBus } from '@quad/platform/server/cache/create-bus';
import { MemoryCounters, RedisCounters } from '@quad/platform/server/rate-limit';
import { BUILTIN_ROLES, withAreaGrants } from '@quad/platform/server/identity/builtin-roles';
import { seedDemoSites } from '@quad/platform/server/seed/demo';
import { webhookCatalogue } from '@quad/platform/server/webhooks/catalogue';
import { installWebhookWorker } from '@quad/platform/server/webhooks/worker';
import { installSiteJobs } from '@quad/platform/server/jobs/site-jobs';
import { installMetrics } from '@quad/platform/server/metrics/metrics';
import { batchedStdout } from '@quad/platform/server/logs/batched-stdout';
import { serverEngines, serverModules } from './modules.gen';

export interface TApp {
  app: FastifyInstance;
  platform: TPlatform;
}

/**
 * Each area's migrations, in registry order, guarded like its registration: an area whose step fails
 * is logged and left out of this server, and so is every area that depends on it. The rest run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrateAreas(db: Kysely<any>, dialect: TDialect, modules: TServerModule[]): Promise<{ ready: TServerModule[]; leftOut: Map<string, unknown> }> {
  const leftOut = new Map<string, unknown>();
  // Usually every step runs: one run of them all (a failed run leaves nothing behind), and only
  // when it fails, one area at a time to find which to leave out.
  try {
    await migrate(db, dialect, modules.flatMap((area) => area.migrations ?? []));
    return { ready: modules, leftOut };
  } catch {
    // Told below, area by area.
  }
  const ready: TServerModule[] = [];
  for (const area of modules) {
    const { id, dependsOn = [] } = area.manifest;
    const without = dependsOn.filter((d) => leftOut.has(d));
    try {
      if (without.length > 0) throw new Error(`depends on ${without.join(', ')}, which is left out`);
      await migrate(db, dialect, area.migrations ?? []);
      ready.push(area);
    } catch (error) {
      leftOut.set(id, error);
    }
  }
  return { ready, leftOut };
}

/**
 * Builds the whole server: platform plugins, platform calls, the engines, then each area from the
 * registry. The webhook events are collected from the units first, since the platform's calls list them.
 */
export async function buildApp(config: TConfig, registered: TServerModule[] = serverModules, engines: TServerEngine[] = serverEngines): Promise<TApp> {
  const database = openDatabase(config);
  // Instances starting together migrate one at a time: the first runs the steps, the others find them done.
  const { ready: modules, leftOut } = await underMigrationLock(database.db, database.dialect, async (db) => {
    // The platform and the engines run together: the portal cannot start without any of them.
    await migrate(db, database.dialect, [...platformMigrations, ...engines.flatMap((engine) => engine.migrations ?? [])]);
    return migrateAreas(db, database.dialect, registered);
  });
  const cacheBus = createCacheBus(config, database, (error) => console.error('cache bus:', error));
  // Serving before other instances' evictions are heard could keep a stale value: wait, but not forever.
  await Promise.race([cacheBus.ready(), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
  const counters = config.redisUrl ? new RedisCounters(config.redisUrl, (error) => console.error('redis:', error)) : new MemoryCounters();
  const builtinRoles = withAreaGrants(BUILTIN_ROLES, modules);
  const outbound = createOutbound({ allowPrivate: config.allowPrivateTargets });
  const webhookEvents = webhookCatalogue([...engines, ...modules]);
  const storage = createStorage(config);
  const areas = modules.map((m) => m.manifest);
  const platform: TPlatform = { config, database, sites: new SiteStore(database.db), counters, storage, builtinRoles, outbound, webhookEvents, areas };
  if (config.demo) await seedDemoSites(platform, modules);

  // Lines in batches (logs/batched-stdout.ts); tests log nothing.
  const logOutput = config.logLevel === 'silent' ? undefined : batchedStdout();
  const app = Fastify({
    logger: { level: config.logLevel, ...(logOutput ? { stream: logOutput.stream } : {}) },
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One access line per request (below) instead of Fastify's two: half the logging on the hot path.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    // A balancer probing every instance every few seconds would drown the log.
    if (request.routeOptions.config.infrastructure) return;
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
  for (const [id, err] of leftOut) app.log.error({ err, module: id }, 'module left out: its migrations failed; skipped');
  installRouteTable(app);
  app.decorate('checkAnswers', config.checkAnswers);
  app.decorate('uploadLimit', config.uploadLimit);
  app.decorate('calls', []);
  app.decorate('pages', []);
  app.addHook('onClose', async () => {
    await counters.close();
    await cacheBus.close();
    await database.close();
    await outbound.close();
    await storage.close();
    logOutput?.close();
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.uploadLimit, files: 1, fields: 20 } });
  // Clients of the original product sometimes send bodies with no type; read them as JSON or form.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, parseLooseBody(String(body))));
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  installErrorHandlers(app);
  installAnswerTranslation(app, [...engines, ...modules].flatMap((unit) => unit.messages ?? []));
  installSiteJobs(app, platform);
  installSiteHook(app, platform);
  await installMetrics(app, platform);
  installCsrfWall(app, config.publicOrigin);
  installFrameOptions(app);
  installDurableAnswers(app, database);

  installProbes(app, platform);

  const siteRelative: Record<string, TSiteRelativeHandler> = {};
  await registerPlatformCalls(app, platform, siteRelative);
  for (const engine of engines) await engine.register?.(app, platform);
  for (const module of modules) {
    const plugin = async (scope: FastifyInstance) => {
      try {
        await module.register?.(scope, platform);
      } catch (error) {
        app.log.error({ err: error, module: module.manifest.id }, 'module failed to register; skipped');
      }
    };
    // Named, or fastify looks for an unnamed plugin among every loaded module to name it.
    await app.register(Object.assign(plugin, { [Symbol.for('fastify.display-name')]: module.manifest.id }));
  }
  installOpenApi(app, modules.map((m) => m.manifest), webhookEvents);
  installWebhookWorker(app, platform);
  installHostPage(app, { webDist: config.webDist, publicDir: path.join(config.dataDir, 'public'), manifests: areas, siteRelative });
  return { app, platform };
}
