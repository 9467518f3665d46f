import type { FastifyInstance } from 'fastify';
import { shareInfo } from '@quad/contracts/platform-calls';
import { invalid } from '../../errors';
import { registerCall } from '../../http/calls';
import { requestOrigin } from '../../http/context';
import type { TSite } from '../../sites/site-store';
import type { TProviderFor } from './providers';

function isOnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** The share card: the app's title when the site names it (`settings.titles[service]`), the site's text and logo. */
function shareCard(site: TSite, origin: string, service: string | undefined) {
  const appTitle = service ? site.settings.titles[service] : undefined;
  // The spec's default logo for a site without one; share cards need an absolute address.
  const logo = site.logo || `${site.basePath}static/images/logo.png`;
  return {
    title: appTitle ? `${appTitle} - ${site.name}` : site.name,
    desc: site.settings.copyright || `欢迎访问${site.name}`,
    image: new URL(logo, origin).href,
  };
}

/** Share info (spec §7): the card and the JS-SDK signature of the site's messaging provider for the page. */
export function registerShareInfo(app: FastifyInstance, providerFor: TProviderFor): void {
  registerCall(app, shareInfo, async ({ input, site, siteDb, request }) => {
    const origin = requestOrigin(request);
    // Only this site's pages are signed: a signature for another address would let it pose as us.
    if (!isOnOrigin(input.url, origin)) throw invalid({ url: '当前页面地址不属于本站，无法分享' });
    const config = await providerFor(site, siteDb).signPage(input.url);
    return {
      info: { ...shareCard(site, origin, input.service), url: input.url, wid: input.service_id ?? '' },
      config,
    };
  });
}
