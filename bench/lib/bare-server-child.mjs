// Run by bare-server.mjs: node bare-server-child.mjs <answers.json> <port>
import fs from 'node:fs';
import http from 'node:http';

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(answersFile, 'utf8'))).map(([key, a]) => [
    key,
    { status: a.status, headers: { 'content-type': a.contentType }, body: Buffer.from(a.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    // Read the whole request body first, as the real server must, so both do the same work per request.
    req.resume();
    req.on('end', () => {
      if (req.url === '/__ready') return res.end('ok');
      const answer = answers.get(`${req.method} ${req.url}`);
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
    });
  })
  .listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
