import { resolve } from 'node:path';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './auth/settings.ts';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from './booking/settings.ts';
import { readPaymentSettings, type PaymentSettings } from './payments/settings.ts';
import { DEFAULT_READ_REPLICA_OPTIONS } from './db/replica.ts';
import type { S3Settings } from './files/s3-storage.ts';
import type { MailSettings } from './mail/mailer.ts';
import { DEFAULT_PUBLIC_SITE_SETTINGS, type PublicSiteSettings } from './public/settings.ts';
import { DEFAULT_OPS_SETTINGS, type OpsSettings } from './ops/settings.ts';
import { allowList } from './ops/metrics-access.ts';
import { readOutboxSettings } from './outbox/settings.ts';

// Every setting comes from the environment, read once at start.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for reads that tolerate a few seconds of lag; PostgreSQL only. */
  readReplica: { url: string; maxLagSeconds: number } | undefined;
  /** Query texts that keep coming back sent as named prepared statements (DATABASE_PREPARED_STATEMENTS). */
  databasePreparedStatements: boolean;
  s3: S3Settings | undefined;
  logLevel: string;
  /** Load demo data into an empty database at start. */
  seedOnStart: boolean;
  /** Built web app to serve, when present. */
  webDir: string;
  auth: AuthSettings;
  mail: MailSettings;
  /** The first admin, made at start when there is none. */
  admin: { email?: string; password?: string };
  /**
   * Behind reverse proxies: which addresses to trust for X-Forwarded-For and -Proto. Never "every
   * hop": a client could then name any address and escape the rate limits.
   */
  trustProxy: string | false;
  /** The map's tiles, and how often visitors may send the public forms. */
  publicSite: PublicSiteSettings;
  /** Holds, rent reminders, and how many unpaid holds one person may keep. */
  booking: BookingSettings;
  /** The payment providers: Stripe when its keys are set, the sandbox unless production leaves it off. */
  payments: PaymentSettings;
  /** Shutdown's drain, who reads the metrics, private logs in production. */
  ops: OpsSettings;
  /** The outbox worker's lease and delivery time. */
  outbox: ReturnType<typeof readOutboxSettings>;
}

function integerSetting(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function booleanSetting(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const text = env[name];
  if (!text) return fallback;
  if (text !== 'true' && text !== 'false') throw new Error(`${name} must be true or false, got "${text}"`);
  return text === 'true';
}

function limitSetting(name: string, fallback: { max: number; windowSeconds: number }, env: NodeJS.ProcessEnv) {
  return { max: integerSetting(name, fallback.max, env), windowSeconds: fallback.windowSeconds };
}

/** The map's tile address: the default when unset, none (pins only) when set to the empty string. */
function tileUrlSetting(text: string | undefined): string | null {
  if (text === undefined) return DEFAULT_PUBLIC_SITE_SETTINGS.map.tileUrl;
  return text.trim() || null;
}

/** `true` trusts proxies on this machine or a private network; otherwise the proxies' addresses (comma-separated). */
function proxySetting(text: string | undefined): string | false {
  if (!text || text === 'false') return false;
  if (text === 'true') return 'loopback, linklocal, uniquelocal';
  return text;
}

function checkedAllowList(text: string): string {
  allowList(text);
  return text;
}

function readReplicaSetting(env: NodeJS.ProcessEnv): Config['readReplica'] {
  const url = env.DATABASE_READ_URL;
  if (!url) return undefined;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL too');
  const maxLagSeconds = integerSetting('DATABASE_READ_MAX_LAG_SECONDS', DEFAULT_READ_REPLICA_OPTIONS.maxLagSeconds, env);
  if (maxLagSeconds < 1) throw new Error('DATABASE_READ_MAX_LAG_SECONDS must be at least 1');
  return { url, maxLagSeconds };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const bucket = env.S3_BUCKET;
  const port = integerSetting('PORT', 3000, env);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const limits = DEFAULT_AUTH_SETTINGS.limits;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const payments = readPaymentSettings(env, publicUrl);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    readReplica: readReplicaSetting(env),
    databasePreparedStatements: booleanSetting('DATABASE_PREPARED_STATEMENTS', true, env),
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedOnStart: env.SEED_ON_START !== 'false',
    webDir: resolve(env.WEB_DIR ?? './dist/web'),
    auth: {
      session: {
        idleMinutes: integerSetting('SESSION_IDLE_MINUTES', DEFAULT_AUTH_SETTINGS.session.idleMinutes, env),
        maxDays: integerSetting('SESSION_MAX_DAYS', DEFAULT_AUTH_SETTINGS.session.maxDays, env),
      },
      publicUrl,
      limits: {
        loginPerEmail: limitSetting('RATE_LIMIT_LOGIN_PER_EMAIL', limits.loginPerEmail, env),
        loginPerIp: limitSetting('RATE_LIMIT_LOGIN_PER_IP', limits.loginPerIp, env),
        mailPerEmail: limitSetting('RATE_LIMIT_MAIL_PER_EMAIL', limits.mailPerEmail, env),
        mailPerIp: limitSetting('RATE_LIMIT_MAIL_PER_IP', limits.mailPerIp, env),
      },
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Habita <no-reply@habita.local>',
      outboxDir: resolve(dataDir, 'outbox'),
    },
    admin: { email: env.ADMIN_EMAIL || undefined, password: env.ADMIN_PASSWORD || undefined },
    trustProxy: proxySetting(env.TRUST_PROXY),
    publicSite: {
      map: {
        tileUrl: tileUrlSetting(env.MAP_TILE_URL),
        attribution: env.MAP_ATTRIBUTION || DEFAULT_PUBLIC_SITE_SETTINGS.map.attribution,
      },
      contact: {
        email: env.CONTACT_EMAIL || DEFAULT_PUBLIC_SITE_SETTINGS.contact.email,
        phone: env.CONTACT_PHONE || DEFAULT_PUBLIC_SITE_SETTINGS.contact.phone,
      },
      formsPerIp: limitSetting('RATE_LIMIT_PUBLIC_FORMS_PER_IP', DEFAULT_PUBLIC_SITE_SETTINGS.formsPerIp, env),
    },
    booking: {
      holdMinutes: payments.holdMinutes,
      rentReminderDays: integerSetting('RENT_REMINDER_DAYS', DEFAULT_BOOKING_SETTINGS.rentReminderDays, env),
      maxOpenHolds: integerSetting('MAX_OPEN_HOLDS', DEFAULT_BOOKING_SETTINGS.maxOpenHolds, env),
    },
    payments,
    ops: {
      drainSeconds: integerSetting('SHUTDOWN_DRAIN_SECONDS', DEFAULT_OPS_SETTINGS.drainSeconds, env),
      delaySeconds: integerSetting('SHUTDOWN_DELAY_SECONDS', DEFAULT_OPS_SETTINGS.delaySeconds, env),
      // Checked here, so a bad list stops the start with the other settings' messages.
      metricsAllow: checkedAllowList(env.METRICS_ALLOW ?? DEFAULT_OPS_SETTINGS.metricsAllow),
      metricsToken: env.METRICS_TOKEN || undefined,
      privateLogs: env.NODE_ENV === 'production',
    },
    outbox: readOutboxSettings(env),
  };
}
