import fs from 'node:fs';
import path from 'node:path';

/**
 * The tables the code declares (`declare module '…/db/database' { interface Database { … } }`), read
 * from the tree once when a rule loads, so a new area's tables need no list: who owns each and whether
 * it belongs to a site (its row type has `site_id`) or is shared by every site (`sites`, platform settings).
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** `engines/<x>` or `modules/<y>` for a file inside one, else undefined (the platform, apps, scripts). */
export function ownerOf(file) {
  const [layer, name] = path.relative(ROOT, file).split(path.sep);
  return (layer === 'engines' || layer === 'modules') && name ? `${layer}/${name}` : undefined;
}

const DECLARATION = /declare module '[^']*db\/database'\s*\{\s*interface Database\s*\{([^}]*)\}/g;
/** A top-level interface: `export interface UsersTable {` … its closing brace at the start of a line. */
const INTERFACE = /^(?:export\s+)?interface\s+(\w+)[^{]*\{([\s\S]*?)^\}/gm;

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Table name → `{ owner, tenant }`; `owner` is undefined for the platform's tables, which every unit may use. */
function readTables() {
  const texts = ['platform', 'engines', 'modules'].flatMap((layer) => [...sources(path.join(ROOT, layer))].map((file) => ({ file, text: fs.readFileSync(file, 'utf8') })));
  const hasSite = new Map();
  for (const { text } of texts) for (const [, name, body] of text.matchAll(INTERFACE)) hasSite.set(name, /^\s*site_id\s*:/m.test(body));
  const tables = new Map();
  for (const { file, text } of texts) {
    for (const [, members] of text.matchAll(DECLARATION)) {
      for (const [, table, type] of members.matchAll(/^\s*(\w+)\s*:\s*([^;\n]*)/gm)) {
        // An inline row type (`{ site_id: string }`) is read as it stands; an unknown type counts as a site's.
        const tenant = type.trim().startsWith('{') ? type.includes('site_id') : (hasSite.get(type.trim()) ?? true);
        tables.set(table, { owner: ownerOf(file), tenant });
      }
    }
  }
  return tables;
}

export const TABLES = readTables();

export const methodOf = (node) => (node?.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed ? node.callee.property.name : undefined);

export const textOf = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
};
