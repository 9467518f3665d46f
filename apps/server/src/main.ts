import { buildApp } from './app';
import { readConfig } from '@quad/platform/server/config';
import { DEMO_ACCOUNTS, DEMO_SITES } from '@quad/platform/server/seed/demo-people';

const config = readConfig();
const { app, platform } = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const origin = `http://${config.host}:${config.port}`;
const lines = [`Quad 已启动: ${origin}/site/  (数据库: ${platform.database.dialect})`];
if (config.demo) {
  lines.push('演示站点:');
  for (const site of DEMO_SITES) {
    const host = site.id === config.defaultSite ? `${config.host}` : `${site.id}.localhost`;
    lines.push(`  ${site.name.padEnd(8, '　')} http://${host}:${config.port}/site/`);
  }
  lines.push('演示账号 (每个站点都有):');
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.username.padEnd(8)} / ${a.password}`);
  lines.push(`  另有 60 名学生，账号为学号（如 2024010002），密码 student123`);
}
console.log(lines.join('\n'));
