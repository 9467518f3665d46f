import { REDACTED, type TConnectorConfig } from '../../connector-config';

export { REDACTED };

/** Query parameters that usually carry a secret (`token`, `access_token`, `appSecret`, `sign`…). */
const SECRET_PARAM = /token|secret|key|pass|pwd|sign|auth/i;

function redactParams(params: URLSearchParams): void {
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, REDACTED);
}

/**
 * The config as a console may show it: every header value blanked (tokens travel there), secret-looking
 * query parameters blanked in `query` and in the URL, and the connection string's password (in the
 * address or as `?password=`) blanked. Everything else stays, so the office can still check the config.
 */
export function redactConnectorConfig(config: TConnectorConfig): TConnectorConfig {
  if (config.kind === 'sql') {
    const url = new URL(config.connectionString);
    if (url.password) url.password = REDACTED;
    if (url.searchParams.has('password')) url.searchParams.set('password', REDACTED);
    return { ...config, connectionString: url.toString() };
  }
  const url = new URL(config.url);
  redactParams(url.searchParams);
  const blank = (entries: Record<string, string> | undefined, all: boolean) =>
    entries &&
    Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, all || SECRET_PARAM.test(name) ? REDACTED : value]));
  return { ...config, url: url.toString(), headers: blank(config.headers, true), query: blank(config.query, false) };
}
