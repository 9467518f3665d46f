import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TFlowAction, TInstanceStatus, TTaskStatus } from '../contract';

/**
 * The workflow engine's tables (issue 20), its own: areas reach them through `server/index.ts`.
 * Times are Unix seconds; JSON columns hold what the contract's shapes describe.
 */

/** Each save of a site's flow is a new version; an instance keeps the version it started with. */
export interface WorkflowDefinitionsTable {
  site_id: string;
  key: string;
  version: number;
  /** The app whose requests run this flow (`leave`): its todos and messages carry it. */
  app: string;
  name: string;
  /** JSON TWorkflowDefinition, never changed once saved. */
  definition: string;
  saved_by: string;
  saved: number;
}

export interface WorkflowInstancesTable {
  site_id: string;
  id: string;
  def_key: string;
  def_version: number;
  app: string;
  title: string;
  applicant_id: string;
  /** JSON of the request's values; approvers may change a step's `editable` fields. */
  values_json: string;
  status: TInstanceStatus;
  /** The step running now, or the last one reached once the instance ended. */
  step_key: string;
  step_name: string;
  /** JSON step key → the people an approver chose for it (`chosen` steps), kept for a re-run after 驳回. */
  chosen_json: string;
  /** The applicant's id of the submission: a retried submit answers the first instance. */
  request_id: string;
  created: number;
  updated: number;
}

export interface WorkflowTasksTable {
  site_id: string;
  id: string;
  instance_id: string;
  step_key: string;
  /** The step's name when the task was made (definitions never change): lists show it without the definition. */
  step_name: string;
  /** 1 the first time a step runs, one more each time a rejection sends the request back to it. */
  round: number;
  assignee_id: string;
  /** Whose task it was when a delegation gave it to `assignee_id`; '' otherwise. */
  delegator_id: string;
  /** The order the step's people are shown in (依次, 加签). */
  seq: number;
  /** A `waiting` task becomes pending when this task is approved (依次, 加签); '' for none. */
  waits_for: string;
  status: TTaskStatus;
  comment: string;
  /** The request id of the decision: a retried decision answers like the first. */
  request_id: string;
  created: number;
  decided: number;
  /** When the step's time limit passes (`limitHours` from when the step opened); 0 for no limit. */
  deadline: number;
  /** When its assignee was reminded that the deadline passed (once per task); 0 while not. */
  reminded: number;
  /**
   * 1 for a task the step's escalation gave (`escalateTo`), or one passed on from it: its approval
   * finishes the step whatever its kind, and the step does not wait for it.
   */
  by_escalation: number;
}

export interface WorkflowLogTable {
  site_id: string;
  id: string;
  instance_id: string;
  action: TFlowAction;
  actor_id: string;
  /** The delegator the actor acted for, '' when they acted for themselves. */
  on_behalf_id: string;
  step_key: string;
  step_name: string;
  comment: string;
  detail: string;
  /** JSON [{ field, before, after }]. */
  changes_json: string;
  /** JSON array of upload ids. */
  attachments_json: string;
  at: number;
}

/** While `from`–`to` runs, new tasks of `user_id` go to `delegate_id`. */
export interface WorkflowDelegationsTable {
  site_id: string;
  id: string;
  user_id: string;
  delegate_id: string;
  from_at: number;
  to_at: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    workflow_definitions: WorkflowDefinitionsTable;
    workflow_instances: WorkflowInstancesTable;
    workflow_tasks: WorkflowTasksTable;
    workflow_log: WorkflowLogTable;
    workflow_delegations: WorkflowDelegationsTable;
    workflow_cc: WorkflowCcTable;
  }
}

export const workflowMigration: TMigration = {
  name: 'workflow_0001_tables',
  async up(db) {
    await db.schema
      .createTable('workflow_definitions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('saved_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('saved', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('workflow_definitions_pk', ['site_id', 'key', 'version'])
      .execute();
    await db.schema
      .createTable('workflow_instances')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('def_key', 'text', (c) => c.notNull())
      .addColumn('def_version', 'integer', (c) => c.notNull())
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('applicant_id', 'text', (c) => c.notNull())
      .addColumn('values_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
      .addColumn('step_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('step_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('chosen_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('workflow_instances_pk', ['site_id', 'id'])
      .execute();
    // A retried submit finds its first instance; two racing ones cannot both insert.
    await db.schema.createIndex('workflow_instances_request').unique().on('workflow_instances').columns(['site_id', 'applicant_id', 'request_id']).execute();
    await db.schema.createIndex('workflow_instances_app').on('workflow_instances').columns(['site_id', 'app', 'created']).execute();
    await db.schema
      .createTable('workflow_tasks')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('step_key', 'text', (c) => c.notNull())
      .addColumn('step_name', 'text', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('assignee_id', 'text', (c) => c.notNull())
      .addColumn('delegator_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('waits_for', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('request_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('decided', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('deadline', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('workflow_tasks_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('workflow_tasks_instance').on('workflow_tasks').columns(['site_id', 'instance_id', 'step_key', 'round']).execute();
    await db.schema.createIndex('workflow_tasks_assignee').on('workflow_tasks').columns(['site_id', 'assignee_id', 'status', 'created']).execute();
    await db.schema
      .createTable('workflow_log')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('on_behalf_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('step_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('step_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('changes_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('workflow_log_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('workflow_log_instance').on('workflow_log').columns(['site_id', 'instance_id', 'at']).execute();
    await db.schema
      .createTable('workflow_delegations')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('delegate_id', 'text', (c) => c.notNull())
      .addColumn('from_at', 'bigint', (c) => c.notNull())
      .addColumn('to_at', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('workflow_delegations_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('workflow_delegations_user').on('workflow_delegations').columns(['site_id', 'user_id', 'to_at']).execute();
  },
};

/** 抄送 (issue 20): one row per person an instance was sent to for reading; `read_at` 0 until they open it. */
export interface WorkflowCcTable {
  site_id: string;
  id: string;
  instance_id: string;
  user_id: string;
  from_id: string;
  created: number;
  read_at: number;
}

export const workflowCcMigration: TMigration = {
  name: 'workflow_0003_cc',
  async up(db) {
    await db.schema
      .createTable('workflow_cc')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('from_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('workflow_cc_pk', ['site_id', 'id'])
      .execute();
    // A person is sent an instance once; 抄送我的 lists theirs newest first.
    await db.schema.createIndex('workflow_cc_person').unique().on('workflow_cc').columns(['site_id', 'instance_id', 'user_id']).execute();
    await db.schema.createIndex('workflow_cc_inbox').on('workflow_cc').columns(['site_id', 'user_id', 'created']).execute();
  },
};

/** Time limits (issue 20): each task's reminder, marked once, and the tasks an escalation gives. */
export const workflowDeadlinesMigration: TMigration = {
  name: 'workflow_0002_deadlines',
  async up(db) {
    await db.schema.alterTable('workflow_tasks').addColumn('reminded', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('workflow_tasks').addColumn('by_escalation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // The minute's sweep: pending tasks not yet reminded, by deadline.
    await db.schema.createIndex('workflow_tasks_overdue').on('workflow_tasks').columns(['site_id', 'status', 'reminded', 'deadline']).execute();
  },
};
