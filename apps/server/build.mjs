// Bundles the server and the areas it runs into one ES module. Third-party packages stay in
// node_modules (native addons such as better-sqlite3 and sharp cannot be bundled).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const external = new Set();
const workspaces = ['platform', ...['packages', 'engines', 'modules', 'apps'].flatMap((dir) =>
  fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)).map((name) => path.join(dir, name)) : [],
)];
for (const folder of workspaces) {
  const file = path.join(root, folder, 'package.json');
  if (!fs.existsSync(file)) continue;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const dep of Object.keys({ ...pkg.dependencies })) if (!dep.startsWith('@quad/')) external.add(dep);
}

await build({
  entryPoints: [path.join(import.meta.dirname, 'src/main.ts')],
  outfile: path.join(import.meta.dirname, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external].flatMap((d) => [d, `${d}/*`]),
  // Bundled code still needs `require` for CommonJS packages it imports.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
