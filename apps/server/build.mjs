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

const result = await build({
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
  write: false,
});
for (const file of result.outputFiles) {
  // esbuild escapes non-ASCII in strings but not in regular expressions or comments, and one such
  // character makes V8 hold the whole bundle's source as two bytes per character (5 MB, not 2.6).
  // A character written as a \u escape means the same there (columns after it on that line shift in
  // the source map). A backslash before one would turn the escape into text, so it stops the build.
  const text = file.path.endsWith('.js') ? asciiOnly(file.text, file.path) : file.text;
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, text);
}
console.log('server built: apps/server/dist/main.js');

function asciiOnly(text, file) {
  if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: a backslash before a non-ASCII character, cannot escape it`);
  // Code units, not code points: a character beyond U+FFFF becomes its two surrogate escapes.
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
