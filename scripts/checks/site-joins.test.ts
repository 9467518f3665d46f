import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import siteJoins from '../eslint-rules/site-joins.js';

/**
 * Joins of sites' tables join on site_id too (issue 25): with the tables distributed by site (Citus),
 * each query then stays on the node of its one site, and no join can pair two schools' rows.
 */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const unpinned = (name: string) => ({ messageId: 'unpinned', data: { name } });

tester.run('site-joins', siteJoins, {
  valid: [
    "siteDb.selectFrom('users').leftJoin('departments as d', (j) => j.onRef('d.site_id', '=', 'users.site_id').onRef('d.id', '=', 'users.dept_id'))",
    // Either side may come first, and a plain function reads the same.
    "q.innerJoin('roles', function (j) { return j.onRef('roles.id', '=', 'user_roles.role_id').onRef('user_roles.site_id', '=', 'roles.site_id'); })",
    "q.innerJoin('form_answers as p', (j) => j.onRef('p.site_id', '=', 'form_answers.site_id').on('p.id', '=', previousId))",
    // A joined subquery selects site_id and joins on it.
    "siteDb.selectFrom('users').innerJoin(reports(v).as('r'), (j) => j.onRef('r.site_id', '=', 'users.site_id').onRef('r.user_id', '=', 'users.id'))",
    // Shared tables hold no site's rows: joined on whatever relates them.
    "db.selectFrom('due_work as w').innerJoin('sites as s', 's.id', 'w.site_id')",
    "db.selectFrom('department_settings').leftJoin('platform_settings', 'platform_settings.key', 'department_settings.key')",
  ],
  invalid: [
    { code: "siteDb.selectFrom('users').leftJoin('departments as d', 'd.id', 'users.dept_id')", errors: [unpinned('d')] },
    { code: "siteDb.selectFrom('users').leftJoin('departments', (j) => j.onRef('departments.id', '=', 'users.dept_id'))", errors: [unpinned('departments')] },
    // A site_id equality of two other tables does not pin the one joined here.
    {
      code: "q.innerJoin('roles as r', (j) => j.onRef('user_roles.site_id', '=', 'users.site_id').onRef('r.id', '=', 'user_roles.role_id'))",
      errors: [unpinned('r')],
    },
    // Filtering the joined table by a site value is not a join on it.
    { code: "q.innerJoin('roles as r', (j) => j.on('r.site_id', '=', siteId).onRef('r.id', '=', 'user_roles.role_id'))", errors: [unpinned('r')] },
    { code: "siteDb.selectFrom('users').innerJoin(answers(v).as('c'), 'c.user_id', 'users.id')", errors: [unpinned('c')] },
    { code: "siteDb.selectFrom('users').crossJoin('roles')", errors: [unpinned('roles')] },
  ],
});
