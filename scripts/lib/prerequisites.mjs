// What `npm test` needs outside node_modules, made ready on the machine it runs on: Debian's chromium
// and a CJK font for the browser suite, the local Redis the rate-limit tests share between two
// servers, and (when DATABASE_URL names this machine) PostgreSQL with the database it names; and
// nginx for `npm run cluster`.
// Missing pieces are installed with apt and started when this user may; otherwise one line says
// what to install, and the run fails rather than passing over a suite.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const quiet = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Root runs apt itself; a user with password-less sudo runs it through sudo; anyone else is told. */
function privileged() {
  if (process.getuid?.() === 0) return [];
  if (has('sudo') && quiet('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return undefined;
}

let aptUpdated = false;
function aptInstall(packages, why) {
  const prefix = privileged();
  if (!has('apt-get') || !prefix) {
    throw new Error(
      `${why}: install it with \`sudo apt-get install ${packages.join(' ')}\` (or the same packages of your system), then run it again`,
    );
  }
  const sh = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log(`installing ${packages.join(' ')} (${why})`);
  if (!aptUpdated) sh(['apt-get', 'update']);
  aptUpdated = true;
  sh(['apt-get', 'install', '-y', ...packages]);
}

const packageInstalled = (name) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('ok installed');
const hasCjkFont = () =>
  packageInstalled('fonts-wqy-microhei') ||
  (has('fc-list') && spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim() !== '');

/** The browser suite drives Debian's chromium (never a downloaded build) and screenshots Chinese text. */
export function ensureBrowser() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-wqy-microhei');
  if (missing.length) aptInstall(missing, 'the browser tests need Debian’s chromium and a Chinese font');
}

/**
 * `npm run cluster` puts Debian's nginx in front of its instances; answers the command to run it by,
 * its full path when /usr/sbin is not on this user's PATH.
 */
export function ensureNginx() {
  if (has('nginx')) return 'nginx';
  if (!fs.existsSync(NGINX)) aptInstall(['nginx'], 'the cluster needs nginx in front of its instances');
  return NGINX;
}

/** Resolves whether something accepts TCP connections on host:port within the time given. */
export function answers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(host, port, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** The rate-limit tests prove that two instances share one cap through a real Redis on loopback. */
export async function ensureRedis(url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') {
  const { hostname, port: p } = new URL(url);
  const port = Number(p || 6379);
  if (await answers(hostname, port)) return;
  if (!LOOPBACK.has(hostname)) throw new Error(`Redis at ${url} does not answer`);
  if (!has('redis-server')) aptInstall(['redis-server'], 'the rate-limit tests need Redis');
  console.log(`starting a local Redis on 127.0.0.1:${port} that keeps nothing on disk`);
  execFileSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'inherit',
  });
  if (!(await waitFor('127.0.0.1', port, 10))) throw new Error(`the local Redis did not start on port ${port}`);
}

const clusterVersion = () =>
  fs
    .readdirSync('/etc/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);

/**
 * A DATABASE_URL on this machine gets its server started (installed first, with trust for the
 * postgres user over loopback, as on the machines that come with it) and its database created.
 */
export async function ensurePostgres(databaseUrl = process.env.DATABASE_URL) {
  if (!databaseUrl) return;
  const url = new URL(databaseUrl);
  const port = Number(url.port || 5432);
  if (LOOPBACK.has(url.hostname) && !(await answers(url.hostname, port))) {
    // A cluster installed here restarts to read the trust line; an installed one that is down starts.
    let action = 'start';
    if (!has('pg_ctlcluster')) {
      aptInstall(['postgresql'], 'the PostgreSQL run needs a PostgreSQL server');
      const hba = `/etc/postgresql/${clusterVersion()}/main/pg_hba.conf`;
      fs.writeFileSync(hba, `host all postgres 127.0.0.1/32 trust\n${fs.readFileSync(hba, 'utf8')}`);
      action = 'restart';
    }
    const [command, ...rest] = [...(privileged() ?? []), 'pg_ctlcluster', '--skip-systemctl-redirect', clusterVersion(), 'main', action];
    console.log('starting the local PostgreSQL cluster');
    execFileSync(command, rest, { stdio: 'inherit' });
    if (!(await waitFor(url.hostname, port, 30))) throw new Error(`PostgreSQL did not start on port ${port}`);
  }
  await createDatabase(url);
}

async function createDatabase(url) {
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) return;
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  admin.search = '';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`database ${name} created`);
    }
  } finally {
    await client.end();
  }
}
