import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for a school's CAS server, speaking CAS 2.0/3.0 (`/login`, `/serviceValidate`,
 * `/p3/serviceValidate`), so the sso area can be exercised end to end without the internet. Tickets
 * are single-use and bound to the service they were issued for, as a real CAS server's are. Tests only.
 */
export interface TCasFake {
  /** The CAS base to configure (`http://127.0.0.1:<port>/cas`). */
  serverUrl: string;
  /** Who is "signed in to CAS": `/login` issues them a ticket. */
  member: string;
  /** Attributes released with the member (`xgh` …). */
  attributes: Record<string, string>;
  /** Answer `/p3/serviceValidate` with 404, as a CAS 2.0 server does. */
  casV2Only: boolean;
  /** Validation requests seen, by path. */
  validations: string[];
  /** A ticket for `user` at `service`, as `/login` would issue after a successful sign-in. */
  issueTicket(service: string, user?: string): string;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function success(user: string, attributes: Record<string, string>, withAttributes: boolean): string {
  const attrs = withAttributes
    ? `<cas:attributes>${Object.entries(attributes)
        .map(([k, v]) => `<cas:${k}>${escapeXml(v)}</cas:${k}>`)
        .join('')}</cas:attributes>`
    : '';
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${escapeXml(user)}</cas:user>${attrs}</cas:authenticationSuccess></cas:serviceResponse>`;
}

const failure = (code: string, message: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="${code}">${escapeXml(message)}</cas:authenticationFailure></cas:serviceResponse>`;

export async function startCasFake(): Promise<TCasFake> {
  const tickets = new Map<string, { service: string; user: string; attributes: Record<string, string> }>();
  const fake: TCasFake = {
    serverUrl: '',
    member: '',
    attributes: {},
    casV2Only: false,
    validations: [],
    issueTicket(service, user = fake.member) {
      const ticket = `ST-${randomBytes(12).toString('hex')}-cas`;
      tickets.set(ticket, { service, user, attributes: { ...fake.attributes } });
      return ticket;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const path = url.pathname.replace(/^\/cas/, '');
    if (path === '/login') {
      if (!URL.canParse(q('service'))) return res.writeHead(400).end('service 参数错误');
      const back = new URL(q('service'));
      back.searchParams.set('ticket', fake.issueTicket(q('service')));
      return res.writeHead(302, { location: back.href }).end();
    }
    if (path === '/serviceValidate' || path === '/p3/serviceValidate') {
      if (path === '/p3/serviceValidate' && fake.casV2Only) return res.writeHead(404).end('Not Found');
      fake.validations.push(path);
      const issued = tickets.get(q('ticket'));
      // Single use: a ticket is gone once it is presented, whatever the outcome.
      tickets.delete(q('ticket'));
      const body = !q('ticket') || !q('service')
        ? failure('INVALID_REQUEST', 'ticket and service parameters are both required')
        : !issued
          ? failure('INVALID_TICKET', `Ticket ${q('ticket')} not recognized`)
          : issued.service !== q('service')
            ? failure('INVALID_SERVICE', `Ticket ${q('ticket')} does not match supplied service`)
            : success(issued.user, issued.attributes, path === '/p3/serviceValidate');
      return res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(body);
    }
    res.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;
  return fake;
}
