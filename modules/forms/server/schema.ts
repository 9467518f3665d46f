import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';

/**
 * The approval of an answer to a form whose 提交后需要审批 is on: the workflow instance its latest
 * submission started and how it stands, copied from the engine when the instance ends, so the
 * person's and the results' lists show it without reading flows one by one. An answer changed
 * (editable forms) after its approval ended starts a new instance, which replaces the row's.
 */
export interface FormAnswerFlowsTable {
  site_id: string;
  answer_id: string;
  form_id: string;
  /** Who answered: the person's own lists read only theirs. */
  user_id: string;
  instance_id: string;
  status: TInstanceStatus;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    form_answer_flows: FormAnswerFlowsTable;
  }
}

// The engine's steps are forms_0001…; the area's share its id, so they carry `area` to stay apart.
export const answerFlowsMigration: TMigration = {
  name: 'forms_area_0001_answer_flows',
  async up(db) {
    await db.schema
      .createTable('form_answer_flows')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('answer_id', 'text', (c) => c.notNull())
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_answer_flows_pk', ['site_id', 'answer_id'])
      .execute();
    await db.schema.createIndex('form_answer_flows_instance').on('form_answer_flows').columns(['site_id', 'instance_id']).execute();
  },
};
