/**
 * Where people reach a site: its first domain, else `<id>.localhost` on this server's port (the
 * same rule the server uses for a new site's address).
 */
export function siteAddress(
  site: { id: string; domains: string[]; base_path: string },
  here: Pick<Location, 'protocol' | 'port'> = location,
): string {
  const host = site.domains[0] ?? `${site.id}.localhost${here.port ? `:${here.port}` : ''}`;
  return `${here.protocol}//${host}${site.base_path}`;
}
