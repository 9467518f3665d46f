import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TPayMethod } from '../../contract';
import { alipayProvider } from './alipay/provider';
import { demoPaymentProvider, type TDemoProvider } from './demo';
import type { TPaymentProvider, TProviderKind } from './provider';
import { wechatPayProvider } from './wechatpay/provider';

/** A provider that has not answered in this long has failed: the payer tries again, the query job later. */
export const PROVIDER_TIMEOUT_MS = 8000;

/**
 * A site's merchant account (the console's 支付配置, `payments`): the provider, merchant number and app
 * id, and in the write-only `secret` the keys as JSON — WeChat Pay: `privateKey`, `serialNo`, `apiV3Key`,
 * `platformSerial`, `platformPublicKey`, and `oauthSecret`, the AppSecret of the official account whose
 * app id `appId` is (公众号 AppSecret): with it the server gets a payer's openid by the account's
 * `snsapi_base` authorization (`wechat-openid.ts`), which JSAPI inside WeChat needs; without it only H5
 * pays by WeChat. Alipay: `privateKey`, `alipayPublicKey`.
 */
const ZPaymentSettings = z
  .object({
    kind: z.string().default('none'),
    merchantId: z.string().default(''),
    appId: z.string().default(''),
    secret: z.string().default(''),
  })
  .catch({ kind: 'none', merchantId: '', appId: '', secret: '' });

const ZWechatKeys = z.object({
  privateKey: z.string(),
  serialNo: z.string(),
  apiV3Key: z.string().length(32),
  platformSerial: z.string(),
  platformPublicKey: z.string(),
  /** The official account's AppSecret, for its web authorization (the payer's openid); optional. */
  oauthSecret: z.string().optional(),
});
const ZAlipayKeys = z.object({ privateKey: z.string(), alipayPublicKey: z.string() });

export const NO_PAYMENT = '本站未开通在线支付';

const settingsOf = (site: TSite) => ZPaymentSettings.parse((site.settings as Record<string, unknown>).payments ?? {});

/** The provider that takes this site's payments: its configured one, or the demo provider on a demo site outside production. */
export function providerKindOf(site: TSite, platform: TPlatform): TProviderKind | undefined {
  const { kind } = settingsOf(site);
  if (kind === 'wechat' || kind === 'alipay') return kind;
  return site.demo && !platform.config.production ? 'demo' : undefined;
}

/** The ways a person may pay on this site, in the order the page offers them. */
export function payMethodsOf(site: TSite, platform: TPlatform): TPayMethod[] {
  const kind = providerKindOf(site, platform);
  return kind ? [kind, 'wallet'] : ['wallet'];
}

export interface TProviderContext {
  site: TSite;
  siteDb: SiteDb;
  platform: TPlatform;
  /** `https://<the site's host>`: where the provider sends the payer back and posts its notifications. */
  origin: string;
}

function keysOf<T>(schema: z.ZodType<T>, secret: string): T {
  try {
    return schema.parse(JSON.parse(secret));
  } catch {
    throw fail('本站支付配置的密钥不完整，请联系管理员');
  }
}

/** The adapter for `kind` on this site (the demo provider only where `providerKindOf` allows it). */
export function providerOf(kind: TProviderKind, context: TProviderContext): TPaymentProvider {
  const { site, siteDb, platform, origin } = context;
  if (providerKindOf(site, platform) !== kind) throw fail(NO_PAYMENT);
  if (kind === 'demo') return demoPaymentProvider(siteDb, origin);
  const settings = settingsOf(site);
  if (kind === 'wechat') {
    const { oauthSecret: _oauthSecret, ...keys } = keysOf(ZWechatKeys, settings.secret);
    return wechatPayProvider(
      { mchId: settings.merchantId, appId: settings.appId, ...keys, apiBase: platform.config.payments.wechatApiBase },
      platform.outbound,
      PROVIDER_TIMEOUT_MS,
    );
  }
  const keys = keysOf(ZAlipayKeys, settings.secret);
  return alipayProvider(
    { appId: settings.appId, sellerId: settings.merchantId || undefined, ...keys, gateway: platform.config.payments.alipayGateway },
    platform.outbound,
    PROVIDER_TIMEOUT_MS,
  );
}

/** The site's WeChat app id when WeChat Pay takes its payments (the app id a stored openid belongs to). */
export function wechatAppIdOf(site: TSite, platform: TPlatform): string | undefined {
  return providerKindOf(site, platform) === 'wechat' ? settingsOf(site).appId || undefined : undefined;
}

export const NO_WECHAT_PAY = '本站未开通微信支付';
export const NO_WECHAT_OAUTH = '本站微信支付未配置公众号授权，请在微信外打开页面支付或联系管理员';

/** The official account's app id and AppSecret, for its web authorization; refused on a site without WeChat Pay or without the AppSecret. */
export function wechatOauthOf(site: TSite, platform: TPlatform): { appId: string; secret: string } {
  const appId = wechatAppIdOf(site, platform);
  if (!appId) throw fail(NO_WECHAT_PAY);
  const { oauthSecret } = keysOf(ZWechatKeys, settingsOf(site).secret);
  if (!oauthSecret) throw fail(NO_WECHAT_OAUTH);
  return { appId, secret: oauthSecret };
}

export const demoProviderOf = (context: TProviderContext): TDemoProvider => {
  if (providerKindOf(context.site, context.platform) !== 'demo') throw fail(NO_PAYMENT);
  return demoPaymentProvider(context.siteDb, context.origin);
};
