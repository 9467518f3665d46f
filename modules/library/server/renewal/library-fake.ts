import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '../dates';

/** How the fake answers the next renewals. */
export type TFakeMode = 'ok' | 'refuse' | 'down' | 'slow' | 'garbage' | 'bad-token';

export interface TLibraryFake {
  baseUrl: string;
  token: string;
  mode: TFakeMode;
  /** Every request received: its body and whether it carried the right token. */
  requests: { reader: string; barcode: string; requestId: string; authorized: boolean }[];
  /** Renewals made, by request id: a repeat of one is not renewed again. */
  renewed: Map<string, string>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

/**
 * A local library speaking the renewal protocol (`rest-library.ts`) for tests: it renews for 30 days
 * from a fixed due date per request id (a repeated id answers the first renewal), or answers as its
 * `mode` says: the library's refusal, HTTP 503, an answer slower than any timeout, garbage, 401.
 */
export async function startLibraryFake(token = 'library-token'): Promise<TLibraryFake> {
  const fake = { token, mode: 'ok' as TFakeMode, requests: [] as TLibraryFake['requests'], renewed: new Map<string, string>() };
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = JSON.parse(raw || '{}') as { reader: string; barcode: string; requestId: string };
      const authorized = request.headers.authorization === `Bearer ${token}`;
      fake.requests.push({ ...body, authorized });
      const json = (status: number, answer: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (request.url !== '/lib/renew' || request.method !== 'POST') return json(404, { ok: false, message: '接口不存在' });
      if (!authorized || fake.mode === 'bad-token') return json(401, { ok: false, message: 'unauthorized' });
      if (fake.mode === 'refuse') return json(200, { ok: false, message: '该书已被他人预约，不能续借' });
      if (fake.mode === 'down') return json(503, { error: 'maintenance' });
      if (fake.mode === 'garbage') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>系统维护中</html>');
      if (fake.mode === 'slow') return void setTimeout(() => json(200, { ok: true, dueDate: '2099-01-01' }), 3000);
      const dueDate = fake.renewed.get(body.requestId) ?? addDays(new Date().toISOString().slice(0, 10), 30 + fake.renewed.size);
      fake.renewed.set(body.requestId, dueDate);
      json(200, { ok: true, dueDate, message: `续借成功，请于 ${dueDate} 前归还` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/lib`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
