import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import ownTables from '../eslint-rules/own-tables.js';

/**
 * Tables are private to their engine or area (issue 17): the lint refuses a query of another
 * owner's table, wherever the query names it, and lets everyone use the platform's tables.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const at = (file: string) => path.join(ROOT, file);
const HEALTH = at('modules/health/server/fixture.ts');
const foreign = (table: string, owner: string) => ({ messageId: 'foreign', data: { table, owner } });

tester.run('own-tables', ownTables, {
  valid: [
    { filename: HEALTH, code: "siteDb.selectFrom('health_checks').where('health_checks.day', '=', day).select(['health_checks.id'])" },
    {
      filename: HEALTH,
      code: "siteDb.selectFrom('users').leftJoin('departments as d', (j) => j.onRef('d.id', '=', 'users.dept_id')).select(['users.id', 'd.name'])",
    },
    { filename: at('engines/forms/server/fixture.ts'), code: "siteDb.selectFrom('form_answers').innerJoin('form_answers as p', 'p.id', 'form_answers.id')" },
    { filename: at('engines/messages/server/fixture.ts'), code: "siteDb.updateTable('message_settings').set(values)" },
    // Not a query: an i18n key, a value compared to, a table's name in a message.
    { filename: HEALTH, code: "t('messages.title'); siteDb.selectFrom('health_checks').where('slot', '=', 'messages'); log('form_answers')" },
    // Outside engines and areas (the platform, apps) the rule has nothing to say.
    { filename: at('platform/server/fixture.ts'), code: "db.selectFrom('messages')" },
  ],
  invalid: [
    { filename: HEALTH, code: "siteDb.selectFrom('messages').select('user_id')", errors: [foreign('messages', 'engines/messages')] },
    {
      filename: HEALTH,
      code: "q.innerJoin('form_answers as p', (j) => j.on('p.id', '=', id)).where((eb) => eb('form_answers.day', '<', day)).select(sql.ref('form_answers.values_json'))",
      errors: [foreign('form_answers', 'engines/forms'), foreign('form_answers', 'engines/forms'), foreign('form_answers', 'engines/forms')],
    },
    { filename: HEALTH, code: 'sql`select id from form_answers where day = ${day}`.execute(db)', errors: [foreign('form_answers', 'engines/forms')] },
    // The message area and the messages engine are two owners.
    {
      filename: at('modules/message/server/fixture.ts'),
      code: "siteDb.insertInto('message_settings', row); siteDb.deleteFrom(`messages`)",
      errors: [foreign('message_settings', 'engines/messages'), foreign('messages', 'engines/messages')],
    },
    { filename: at('engines/content/server/fixture.ts'), code: "siteDb.selectFrom('notices')", errors: [foreign('notices', 'modules/notice')] },
  ],
});

describe('the lint config runs the rule on the tree', () => {
  const DIR = `lint-fixture-${process.pid}`;
  const planted: string[] = [];
  let eslint: ESLint;

  beforeAll(() => {
    const plant = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), text);
      planted.push(path.dirname(at(file)));
    };
    // A new area's table is owned by it as soon as its file declares it: no list to edit.
    plant(
      `modules/${DIR}/server/schema.ts`,
      "declare module '@quad/platform/server/db/database' {\n  interface Database {\n    fixture_things: { site_id: string };\n  }\n}\nexport {};\n",
    );
    plant(`modules/topic/server/${DIR}/reads.ts`, "export const reads = (db: { selectFrom(t: string): unknown }) => db.selectFrom('fixture_things');\n");
    plant(`modules/topic/server/${DIR}/reads.test.ts`, "export const reads = (db: { selectFrom(t: string): unknown }) => db.selectFrom('fixture_things');\n");
    eslint = new ESLint({ cwd: ROOT });
  });

  afterAll(() => {
    for (const dir of planted) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(at(`modules/${DIR}`), { recursive: true, force: true });
  });

  const problems = async (file: string) => (await eslint.lintFiles([at(file)]))[0].messages.map((m) => `${m.ruleId}: ${m.message}`);

  it("refuses an area's query of a new area's table, and leaves tests alone", async () => {
    expect(await problems(`modules/topic/server/${DIR}/reads.ts`)).toEqual([`quad/own-tables: Table fixture_things belongs to modules/${DIR}: call its public functions instead (an engine's or area's tables are its own).`]);
    expect(await problems(`modules/topic/server/${DIR}/reads.test.ts`)).toEqual([]);
  });
});
