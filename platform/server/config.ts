import fs from 'node:fs';
import path from 'node:path';

/** The checkout's root (the folder whose package.json has workspaces), from source or from the bundle. */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
  }
  return process.cwd();
}

/** Everything the server reads from its environment, read once at start. */
export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** A bucket of an S3-compatible service for uploads (`S3_ENDPOINT`…); unset, they stay in `DATA_DIR/uploads`. */
  s3?: TS3Config;
  /** The bearer token `/metrics` asks of its scraper (`METRICS_TOKEN`); without one there is no `/metrics`. */
  metricsToken?: string;
  demo: boolean;
  production: boolean;
  publicOrigin?: string;
  /**
   * The reverse proxies in front (`TRUST_PROXY`): none, how many hops nearest this server, or their
   * addresses. Only they are believed about the client's address and `https` (`X-Forwarded-*`).
   */
  trustProxy: false | number | string[];
  defaultSite: string;
  /** Where the built web app lives (index.html and assets). */
  webDist: string;
  /** The checkout the server runs from: areas read their own files (demo videos) from their folders there. */
  root: string;
  /** Validate every answer against its contract: on in tests, off in production for speed. */
  checkAnswers: boolean;
  logLevel: string;
  /** Largest upload accepted, bytes. */
  uploadLimit: number;
  /**
   * Outbound requests (webhooks, RSS feeds, WeCom) may reach loopback and private addresses: development and
   * tests only, otherwise a site administrator could probe the internal network. Never in production.
   */
  allowPrivateTargets: boolean;
  webhooks: TWebhookConfig;
  /** Where the WeCom provider sends its API calls and its sign-ins: the platform's choice, never a site's. */
  wecom: { apiBase: string; authorizeUrl: string };
  /** DingTalk's old API (`oapi`), new API and OAuth sign-in page: the platform's choice, never a site's (the app secret goes there). */
  dingtalk: { oapiBase: string; apiBase: string; authorizeUrl: string };
  /** Where the payment providers' calls go (each site's merchant keys are its own settings). */
  /** The providers' addresses: the real ones unless the environment names others (a proxy, a local fake). */
  payments: { wechatApiBase: string; alipayGateway: string; wechatOauthAuthorizeUrl: string; wechatSnsApiBase: string };
  /** Where verification codes go by SMS (`SMS_PROVIDER`…): the demo provider logs them; never a site's choice. */
  sms: TSmsConfig;
  /** Where verification codes go by e-mail (`SMTP_URL`, `SMTP_FROM`); without a URL they are logged like the demo SMS. */
  smtp: { url?: string; from: string };
}

export interface TS3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `host/bucket/key` addresses, which MinIO and most self-hosted services need; off for `bucket.host/key`. */
  forcePathStyle: boolean;
}

/** The SMS provider: `demo` (the default, codes in the log) or Aliyun SMS with its key pair, sign and template. */
export type TSmsConfig =
  | { provider: 'demo' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };

/** Webhook delivery: see docs/integration.md. */
export interface TWebhookConfig {
  /** Delay before the first retry; each further retry waits twice as long (at most 6 hours). */
  retryBaseMs: number;
  /** Attempts before a delivery is given up. */
  maxAttempts: number;
  timeoutMs: number;
}

/** `true` is the one proxy in front; a number, that many hops; anything else, a list of proxy addresses (CIDR allowed). */
function readTrustProxy(value = ''): TConfig['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((a) => a.trim()).filter(Boolean);
}

/** The bucket named by `S3_ENDPOINT` and its companions; a half-configured one stops the start rather than losing uploads to the disk. */
function readS3(env: NodeJS.ProcessEnv): TS3Config | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint) return undefined;
  if (!bucket || !accessKeyId || !secretAccessKey) throw new Error('S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? 'true';
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.S3_REGION || 'us-east-1', forcePathStyle: pathStyle !== '0' && pathStyle !== 'false' };
}

/** `SMS_PROVIDER=aliyun` and its companions; a half-configured provider stops the start rather than failing every code later. */
function readSms(env: NodeJS.ProcessEnv): TSmsConfig {
  const provider = env.SMS_PROVIDER || 'demo';
  if (provider === 'demo') return { provider };
  if (provider !== 'aliyun') throw new Error(`SMS_PROVIDER=${provider}: use demo or aliyun`);
  const { SMS_ACCESS_KEY_ID: accessKeyId, SMS_ACCESS_KEY_SECRET: accessKeySecret, SMS_SIGN_NAME: signName, SMS_TEMPLATE_CODE: templateCode } = env;
  if (!accessKeyId || !accessKeySecret || !signName || !templateCode)
    throw new Error('SMS_PROVIDER=aliyun: SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_CODE are needed too');
  const endpoint = (env.SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com').replace(/\/+$/, '');
  return { provider, accessKeyId, accessKeySecret, signName, templateCode, endpoint };
}

/**
 * Fastify's `trustProxy`. A hop count becomes a function: Fastify takes a bare number to trust no hop,
 * and `true` would trust every hop, so the client could name its own address in `X-Forwarded-For`.
 */
export function proxyTrust(trust: TConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const production = env.NODE_ENV === 'production';
  const root = findRepoRoot(import.meta.dirname);
  const allowPrivateTargets = env.ALLOW_PRIVATE_TARGETS ? env.ALLOW_PRIVATE_TARGETS === '1' : !production;
  if (production && allowPrivateTargets) throw new Error('ALLOW_PRIVATE_TARGETS=1 is for development and tests only, not with NODE_ENV=production');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    s3: readS3(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    demo: env.DEMO ? env.DEMO !== '0' && env.DEMO !== 'false' : !production,
    production,
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    defaultSite: env.DEFAULT_SITE ?? 'north',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    root,
    checkAnswers: env.NODE_ENV === 'test' || env.CHECK_ANSWERS === '1',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadLimit: Number(env.UPLOAD_LIMIT ?? 10 * 1024 * 1024),
    allowPrivateTargets,
    webhooks: {
      retryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS ?? 30_000),
      maxAttempts: Number(env.WEBHOOK_MAX_ATTEMPTS ?? 8),
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    },
    wecom: {
      apiBase: (env.WECOM_API_BASE || 'https://qyapi.weixin.qq.com').replace(/\/+$/, ''),
      authorizeUrl: env.WECOM_AUTHORIZE_URL || 'https://open.weixin.qq.com/connect/oauth2/authorize',
    },
    sms: readSms(env),
    smtp: { url: env.SMTP_URL || undefined, from: env.SMTP_FROM || 'Quad <no-reply@localhost>' },
    dingtalk: {
      oapiBase: (env.DINGTALK_OAPI_BASE || 'https://oapi.dingtalk.com').replace(/\/+$/, ''),
      apiBase: (env.DINGTALK_API_BASE || 'https://api.dingtalk.com').replace(/\/+$/, ''),
      authorizeUrl: env.DINGTALK_AUTHORIZE_URL || 'https://login.dingtalk.com/oauth2/auth',
    },
    payments: {
      wechatApiBase: (env.WECHATPAY_API_BASE || 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
      alipayGateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      // The official account's web authorization, for a JSAPI payer's openid.
      wechatOauthAuthorizeUrl: (env.WECHAT_OAUTH_AUTHORIZE_URL || 'https://open.weixin.qq.com/connect/oauth2/authorize').replace(/\/+$/, ''),
      wechatSnsApiBase: (env.WECHAT_SNS_API_BASE || 'https://api.weixin.qq.com').replace(/\/+$/, ''),
    },
    ...overrides,
  };
}
