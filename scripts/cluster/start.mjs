// `npm run cluster [-- --port=8090 --instances=3]`: three instances of the built server behind nginx
// on PostgreSQL, with a Redis and an S3 fake of their own, all on loopback (docs/operations.md,
// "Try it on one machine"). Ctrl-C stops everything.
import { onInterrupt } from '../../bench/lib/processes.mjs';
import { startCluster } from './cluster.mjs';

const flag = (name, fallback) => Number(process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const port = flag('port', 8090);

console.log('starting PostgreSQL, Redis, the S3 fake, the instances and nginx…');
const cluster = await startCluster({ instances: flag('instances', 3), port });
onInterrupt(async () => {
  console.log('\nstopping…');
  await cluster.stop();
  console.log('stopped');
});

console.log(`
Quad cluster: nginx on ${cluster.origin} in front of ${cluster.instances.length} instances (ports ${cluster.instances.map((x) => x.port).join(', ')})
  database ${cluster.databaseUrl}, Redis ${cluster.redis.url}, logs and config in ${cluster.runDir}

  北辰大学 north  http://localhost:${port}/site/
  南溪大学 south  http://south.localhost:${port}/site/
  东岳理工学院 east  http://east.localhost:${port}/site/

  accounts on every site: student / student123, teacher / teacher123, admin / admin123
  and the generated students (e.g. 2024010002 / student123)

Ctrl-C stops everything.`);
