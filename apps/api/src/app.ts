// Builds the HTTP application: plugins, the envelope for every answer, and the modules' routes.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEFAULT_CURRENCY, resolveLang } from '@polymart/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerArea } from './lib/areas.ts';
import type { Cache } from './lib/cache.ts';
import type { Ctx } from './lib/ctx.ts';
import { installEnvelope, invalidRequest } from './lib/envelope.ts';
import { loggerOptions, redactUrl } from './lib/logging.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMetrics, serveMetrics } from './lib/metrics.ts';
import { publicUrls } from './lib/public-url.ts';
import { applyRateLimitRules } from './lib/rate-limits.ts';
import { createSmsSender } from './lib/sms.ts';
import { openStorage } from './lib/storage.ts';
import { accountRoutes, oauthCallbackRoute } from './modules/accounts/accounts.routes.ts';
import { accountSellerRoutes } from './modules/accounts/accounts.seller.routes.ts';
import { phoneVerificationRoutes } from './modules/accounts/phone-verification.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { affiliateAdminRoutes, affiliateRoutes } from './modules/affiliate/affiliate.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { taxonomyAdminRoutes } from './modules/catalog/taxonomy.admin.routes.ts';
import { contentAdminRoutes } from './modules/content/content.admin.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { couponAdminRoutes } from './modules/coupons/coupons.admin.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { couponSellerRoutes } from './modules/coupons/coupons.seller.routes.ts';
import { currencyAdminRoutes } from './modules/currencies/currencies.admin.routes.ts';
import { commissionAdminRoutes } from './modules/earnings/earnings.admin.routes.ts';
import { earningsSellerRoutes } from './modules/earnings/earnings.seller.routes.ts';
import { financeAdminRoutes } from './modules/finance/finance.admin.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { inboxAdminRoutes } from './modules/inbox/inbox.admin.routes.ts';
import { listRoutes } from './modules/lists/lists.routes.ts';
import { createMessageHub } from './modules/messages/message-hub.ts';
import { messageAdminRoutes } from './modules/messages/messages.admin.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { messageSellerRoutes } from './modules/messages/messages.seller.routes.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { bankTransferRoutes } from './modules/orders/bank-transfer.routes.ts';
import { cartRoutes } from './modules/orders/cart.routes.ts';
import { checkoutRoutes } from './modules/orders/checkout.routes.ts';
import { startOrderJobs } from './modules/orders/order-jobs.ts';
import { orderAdminRoutes } from './modules/orders/orders.admin.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { orderSellerRoutes } from './modules/orders/orders.seller.routes.ts';
import { type CardProvider, cardProvider } from './modules/payments/card-provider.ts';
import { startImportWorker } from './modules/products/import-worker.ts';
import { productImportSellerRoutes } from './modules/products/imports.seller.routes.ts';
import { productsAdminRoutes } from './modules/products/products.admin.routes.ts';
import { productSellerRoutes } from './modules/products/products.seller.routes.ts';
import { promotionsAdminRoutes } from './modules/promotions/promotions.admin.routes.ts';
import { promotionsSellerRoutes } from './modules/promotions/promotions.seller.routes.ts';
import { refundAdminRoutes } from './modules/refunds/refunds.admin.routes.ts';
import { refundRoutes } from './modules/refunds/refunds.routes.ts';
import { refundSellerRoutes } from './modules/refunds/refunds.seller.routes.ts';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.ts';
import { reviewAdminRoutes } from './modules/reviews/reviews.admin.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { reviewSellerRoutes } from './modules/reviews/reviews.seller.routes.ts';
import { sellerApplicationRoutes } from './modules/sellers/sellers.routes.ts';
import { sellerDashboardRoutes, shopSellerRoutes } from './modules/sellers/sellers.seller.routes.ts';
import { shopsAdminRoutes } from './modules/sellers/shops.admin.routes.ts';
import { staffAdminRoutes } from './modules/staff/staff.admin.routes.ts';
import { stockSellerRoutes } from './modules/stock/stock.seller.routes.ts';
import { ticketAdminRoutes } from './modules/tickets/tickets.admin.routes.ts';
import { ticketRoutes } from './modules/tickets/tickets.routes.ts';
import { mediaRoutes } from './modules/uploads/media.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { usersAdminRoutes } from './modules/users/users.admin.routes.ts';
import { walletAdminRoutes } from './modules/wallet/wallet.admin.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { PAGE_HEADERS, webRoutes } from './modules/web/web.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  cardProvider?: CardProvider;
}

// The security headers that matter for JSON and media answers, set in one call: helmet's full set
// (most of it for HTML pages) halved the API's throughput. Pages of the web app add their CSP.
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-site',
};

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; object-src 'none'; base-uri 'self'";
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, cache, logger } = deps;
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // one line per request, written when it is answered (below), with the URL's secrets removed
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    // a client's request id is kept only when it is short and plain; anything else gets a new one
    requestIdHeader: false,
    // Long path parameters reach our validation (which names the field) instead of the router.
    routerOptions: { maxParamLength: 1000 },
    // Malformed URLs and content types the router itself refuses still answer with the envelope.
    frameworkErrors: (error, _req, reply) => void (reply as FastifyReply).code(200).send(invalidRequest(error.message)),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Only behind a proxy that sets X-Forwarded-For may the client address be taken from it.
    trustProxy: config.trustProxy,
    // Validation is ours (zod, lib/route.ts); the JSON schemas on routes only document them.
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(() => () => true);

  installEnvelope(app);
  // live messages: open streams end before the server closes (they would hold it open), Redis after
  const messageHub = await createMessageHub(config.redisUrl, (err) => app.log.warn({ err }, 'message fan-out'));
  app.addHook('preClose', async () => messageHub.endStreams());
  app.addHook('onClose', async () => messageHub.close());
  // before any route, so that every route's answers are counted
  const metrics =
    config.metricsToken || config.metricsPort !== undefined
      ? createMetrics(app, {
          database,
          cache,
          openStreams: messageHub.openStreams,
          jobs: config.orderJobSeconds ? ['orders'] : [],
        })
      : undefined;
  // a WEB_CONCURRENCY worker leaves METRICS_PORT to the primary, which sums every worker's
  if (metrics && config.metricsPort !== undefined && !cluster.isWorker) {
    const { registry } = metrics;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = await serveMetrics(registry, config.metricsHost, config.metricsPort!);
    });
    app.addHook('onClose', async () => void (await new Promise((done) => (server ? server.close(done) : done(null)))));
  }
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      `${req.method} ${redactUrl(req.url)}`,
    );
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    allowedHeaders: ['access-token', 'lang', 'currency', 'content-type', 'idempotency-key', 'x-request-id'],
  });
  // Counters live in Redis when several processes serve the API, so a client cannot multiply its
  // allowance by the number of processes.
  // Without the plugin (RATE_LIMITS=0) the routes' limits are inert: only bulk test runs do that.
  const limitStore =
    config.rateLimits && config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
  if (limitStore) {
    // ioredis reconnects by itself; an error it emits unheard would end the process
    limitStore.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate limits: redis'));
    app.addHook('onClose', async () => void (await limitStore.quit()));
  }
  if (config.rateLimits) {
    applyRateLimitRules(app, config.rateLimitRules);
    // Redis holds nothing that cannot be lost: while it is unreachable requests pass unlimited
    // rather than fail.
    const shared = limitStore ? { redis: limitStore, nameSpace: 'polymart:ratelimit:', skipOnError: true } : {};
    await app.register(rateLimit, { global: false, ...shared });
  }
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.bodyLimit, files: 52, fields: 200 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Polymart API',
        version: '1.0.0',
        description: 'Every answer is the envelope {code, message, data}.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'access-token' } },
      },
    },
  });
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    // The documentation page is HTML too: the same headers as the app's pages, with a CSP that
    // allows what its UI needs (its own styles inline, images as data: URLs).
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/api/docs')) reply.headers({ ...PAGE_HEADERS, 'content-security-policy': DOCS_CSP });
    });
  }

  const storage = await openStorage(config);
  if (storage.close) app.addHook('onClose', () => storage.close!());
  const mailer = deps.mailer ?? createMailer(config, (m) => app.log.info(m));
  const sms = createSmsSender(config, (m) => app.log.info(m));
  const importWorker = startImportWorker({ db: database.db, config, cache, storage, log: app.log });
  app.addHook('onClose', () => importWorker.stop());
  await mediaRoutes(app, config, storage);

  app.addHook('onRequest', async (req, reply) => {
    reply.headers(SECURITY_HEADERS).header('x-request-id', req.id);
    const urls = publicUrls(config, req);
    req.ctx = {
      db: database.db,
      lang: resolveLang(req.headers.lang),
      currency: typeof req.headers.currency === 'string' ? req.headers.currency.toUpperCase() : DEFAULT_CURRENCY,
      cache,
      config,
      log: req.log,
      ...urls,
      ip: req.ip,
    };
  });

  await webRoutes(app, config.webDist, config.storagePublicUrl && new URL(config.storagePublicUrl).origin);
  oauthCallbackRoute(app);
  const provider = deps.cardProvider ?? cardProvider(config);
  await registerArea(app, 'store', (api) => {
    healthRoutes(api, database);
    metricsRoutes(api, metrics);
    accountRoutes(api, mailer);
    phoneVerificationRoutes(api, sms);
    addressRoutes(api);
    geoRoutes(api);
    noticeRoutes(api);
    uploadRoutes(api, storage);
    walletRoutes(api, provider);
    cartRoutes(api);
    checkoutRoutes(api, provider, mailer);
    bankTransferRoutes(api);
    orderRoutes(api, mailer);
    listRoutes(api);
    reviewRoutes(api);
    refundRoutes(api);
    couponRoutes(api);
    affiliateRoutes(api);
    sellerApplicationRoutes(api);
    catalogRoutes(api);
    contentRoutes(api, storage);
    messageRoutes(api, messageHub);
    ticketRoutes(api, mailer);
  });
  await registerArea(app, 'seller', (api) => {
    accountSellerRoutes(api);
    orderSellerRoutes(api, mailer);
    refundSellerRoutes(api, mailer);
    reviewSellerRoutes(api);
    couponSellerRoutes(api);
    stockSellerRoutes(api);
    productSellerRoutes(api);
    productImportSellerRoutes(api, storage, importWorker);
    sellerDashboardRoutes(api);
    shopSellerRoutes(api);
    earningsSellerRoutes(api);
    messageSellerRoutes(api, messageHub);
    promotionsSellerRoutes(api);
  });
  await registerArea(app, 'admin', (api) => {
    inboxAdminRoutes(api);
    walletAdminRoutes(api);
    refundAdminRoutes(api, mailer);
    reviewAdminRoutes(api);
    couponAdminRoutes(api);
    commissionAdminRoutes(api);
    financeAdminRoutes(api);
    affiliateAdminRoutes(api);
    staffAdminRoutes(api, mailer);
    auditAdminRoutes(api);
    orderAdminRoutes(api, mailer);
    contentAdminRoutes(api);
    shopsAdminRoutes(api);
    productsAdminRoutes(api);
    taxonomyAdminRoutes(api);
    currencyAdminRoutes(api);
    usersAdminRoutes(api);
    reportsAdminRoutes(api);
    messageAdminRoutes(api);
    ticketAdminRoutes(api, mailer);
    promotionsAdminRoutes(api);
  });
  const stopJobs = startOrderJobs(
    database.db,
    config,
    (error) => app.log.error({ err: error }, 'order job failed'),
    metrics && ((seconds, failed) => metrics.jobRan('orders', seconds, failed)),
    { mailer, log: app.log },
  );
  app.addHook('onClose', async () => stopJobs());
  return app;
}
