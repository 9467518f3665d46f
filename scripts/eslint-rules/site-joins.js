import { methodOf, TABLES, textOf } from './tables.js';

/**
 * A join of two sites' tables says `site_id = site_id` (issue 25, Citus): each site's rows live
 * together on one node only when every query keeps to one site, and a join on another key alone would
 * pair rows of two schools. `SiteDb` pins the table a query starts from; the tables it joins are pinned
 * by the join itself: `(j) => j.onRef('d.site_id', '=', 'users.site_id').onRef('d.id', '=', …)`.
 * Shared tables (`sites`, platform settings) may be joined on anything; a joined subquery counts as a
 * site's table, so it selects `site_id` and joins on it.
 */
const JOINS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'innerJoinLateral', 'leftJoinLateral', 'crossJoinLateral']);

const isSiteRef = (node) => /\.site_id$/.test(textOf(node) ?? '');

/** Every node below `node` (the parser's `parent` links left out). */
function* below(node) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') {
        yield child;
        yield* below(child);
      }
    }
  }
}

/** The name a join gives its table: `'departments as d'` → d, a subquery's `.as('r')` → r. */
function joinedName(target) {
  const named = textOf(target);
  if (named !== undefined) {
    const [, table, alias] = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/i.exec(named) ?? [];
    return { table, name: alias ?? table };
  }
  if (methodOf(target) === 'as') return { name: textOf(target.arguments[0]) };
  return {};
}

/** `join(t, 'a.site_id', 'b.site_id')`, or a callback with `onRef('<name>.site_id', '=', '<other>.site_id')`. */
function joinsOnSite(call, name) {
  const [, first, second] = call.arguments;
  if (second) return isSiteRef(first) && isSiteRef(second);
  if (!first || (first.type !== 'ArrowFunctionExpression' && first.type !== 'FunctionExpression')) return false;
  for (const node of below(first.body)) {
    if (methodOf(node) !== 'onRef') continue;
    const [left, , right] = node.arguments;
    if (isSiteRef(left) && isSiteRef(right) && (name === undefined || [left, right].some((ref) => textOf(ref).startsWith(`${name}.`)))) return true;
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Refuses a join of a site's table or subquery that does not join on site_id." },
    schema: [],
    messages: {
      unpinned: "Join {{name}} on site_id as well (j.onRef('{{name}}.site_id', '=', '<table>.site_id')): tenant tables are joined within one site only.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!JOINS.has(methodOf(node))) return;
        const { table, name } = joinedName(node.arguments[0]);
        if (table !== undefined && TABLES.get(table)?.tenant === false) return;
        if (!joinsOnSite(node, name)) context.report({ node: node.arguments[0] ?? node, messageId: 'unpinned', data: { name: name ?? 'the subquery' } });
      },
    };
  },
};
