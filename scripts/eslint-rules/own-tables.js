import { methodOf, ownerOf, TABLES, textOf } from './tables.js';

/**
 * Tables are private to their owner (issue 17): an engine or an area queries its own tables and the
 * platform's, and reaches another owner's data through that owner's public functions. The owner of a
 * table is the engine or area whose file declares it (`tables.js`); the platform's are open.
 */

/** Calls whose first argument names a table (`'form_answers'`, `'form_answers as p'`). */
const TABLE_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'mergeInto', 'using', 'table']);
/** Query-builder calls whose arguments may hold `'table.column'` references. */
const REF_CALLS = new Set([
  ...TABLE_CALLS,
  'select',
  'selectAll',
  'where',
  'whereRef',
  'having',
  'on',
  'onRef',
  'orderBy',
  'groupBy',
  'distinctOn',
  'returning',
  'set',
  'ref',
]);
/** Tables named in raw SQL: after FROM, JOIN, INTO or UPDATE, or before a column. */
const RAW_TABLES = /\b(?:from|join|into|update)\s+"?(\w+)|\b(\w+)"?\."?\w/gi;

export default {
  meta: {
    type: 'problem',
    docs: { description: "Refuses queries of another engine's or area's tables." },
    schema: [],
    messages: {
      foreign: 'Table {{table}} belongs to {{owner}}: call its public functions instead (an engine\'s or area\'s tables are its own).',
    },
  },
  create(context) {
    const own = ownerOf(context.filename);
    if (!own) return {};
    const check = (node, table) => {
      const owner = TABLES.get(table)?.owner;
      if (owner && owner !== own) context.report({ node, messageId: 'foreign', data: { table, owner } });
    };
    /** A string in a query-builder call's arguments: `table.column`, `table as alias`, or a table call's table. */
    const inQuery = (node, text) => {
      for (let at = node; at.parent; at = at.parent) {
        const call = at.parent;
        const method = methodOf(call);
        if (!REF_CALLS.has(method) || !call.arguments.includes(at)) continue;
        const [, table] = /^(\w+)(?:\s+as\s+\w+|\.[\w*]+(?:\s+as\s+\w+)?)$/i.exec(text) ?? [];
        if (table) check(node, table);
        else if (TABLE_CALLS.has(method) && call.arguments[0] === at && /^\w+$/.test(text)) check(node, text);
        return;
      }
    };
    return {
      Literal(node) {
        const text = textOf(node);
        if (text !== undefined) inQuery(node, text);
      },
      TemplateLiteral(node) {
        const text = textOf(node);
        if (text !== undefined && node.parent.type !== 'TaggedTemplateExpression') inQuery(node, text);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          for (const [, named, before] of quasi.value.cooked.matchAll(RAW_TABLES)) check(quasi, named ?? before);
        }
      },
    };
  },
};
