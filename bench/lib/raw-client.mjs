// A closed-loop load of requests built in advance, each sent once, over kept-alive sockets: the
// flash sale's ten thousand grabs. The client shares the machine's two cores with the server, and
// autocannon built every request afresh and collected every answer at about 80 µs of CPU each, a
// third of a core at 5,000 a second; this client writes bytes made before the clock starts and reads
// only the status line, Content-Length and body, so the server under test gets the cores.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/** One HTTP/1.1 request as bytes: `{ method, path, headers, body }`. */
function requestBytes(host, { method, path, headers = {}, body = '' }) {
  const payload = Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (method !== 'GET' || payload.length) lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * Sends every request of `shapes` (`{ method, path, headers, body }`) once, at most `connections` at a
 * time, each socket sending its next as soon as its answer is in; all are made into bytes first.
 * `onAnswer(status, body)` sees each answer. Answers requests/s from the first send to the last
 * answer, p50 and p99 latency in ms.
 */
export function sendAll(origin, shapes, { connections, onAnswer }) {
  const { host, hostname, port } = new URL(origin);
  const requests = shapes.map((shape) => requestBytes(host, shape));
  const latencies = new Float64Array(requests.length);
  let next = 0;
  let answered = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const finish = () => {
      const sorted = latencies.sort();
      resolve({ rps: answered / ((performance.now() - started) / 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
    };
    const open = () => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      let pending = Buffer.alloc(0);
      let index = -1;
      let sentAt = 0;
      const sendNext = () => {
        index = -1;
        if (next >= requests.length) return socket.end();
        index = next++;
        sentAt = performance.now();
        socket.write(requests[index]);
      };
      socket.on('connect', sendNext);
      socket.on('error', reject);
      socket.on('close', () => index >= 0 && reject(new Error(`the server closed a connection before answering request ${index}`)));
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const headEnd = pending.indexOf(HEAD_END);
        if (headEnd < 0) return;
        const head = pending.toString('latin1', 0, headEnd);
        const length = CONTENT_LENGTH.exec(head);
        if (!length) return reject(new Error(`an answer without Content-Length: ${head}`));
        const bodyEnd = headEnd + HEAD_END.length + Number(length[1]);
        if (pending.length < bodyEnd) return;
        latencies[index] = performance.now() - sentAt;
        onAnswer(Number(head.slice(9, 12)), pending.toString('utf8', headEnd + HEAD_END.length, bodyEnd));
        pending = pending.subarray(bodyEnd);
        if (++answered === requests.length) finish();
        sendNext();
      });
    };
    for (let i = 0; i < Math.min(connections, requests.length); i++) open();
  });
}
