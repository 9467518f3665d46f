import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail, invalid, refuse } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { isUniqueViolation } from '@quad/platform/server/db/unique-violation';
import { formSubmitted } from '../../contract';
import { runAnswerHandlers } from '../answer-handlers';
import { checkAnswer } from '../../shared/check-answer';
import type { TAnswerValues, TFormDefinition } from '../../shared/definition';
import { currentAnswer, requireAudience, slotOf, windowState, type TFiller } from './service-filler';
import { withoutNamingPrefills } from '../design/service-anonymity';
import { regionKnown } from './region';
import { answerSearchText } from './search-text';
import { findPublishedForm, versionDefinition, type TFormHead } from '../store';
import { myAnswersChanged } from './my-forms-cache';

export interface TSubmission {
  formNo: number;
  /** The form's row when the caller has just read it (an area's save path), so it is not read twice. */
  form?: TFormHead;
  /** The version the person saw; the current one when the client does not say (original protocol). */
  version?: number;
  values: Record<string, unknown>;
  /**
   * The client's id of this submission: a retry with the same id answers the first answer. Clients
   * without one (the original protocol) leave it out; each of their posts is then a new submission.
   */
  requestId?: string;
  starterDeptId?: string;
  /**
   * What a second answer in the same slot is told, when an area words it its way (its own protocol)
   * and names it with a stable reason its pages act on.
   */
  taken?: { message: string; reason: string };
  /** Runs inside the answer's transaction: an area built on a form records its own event with it. */
  afterWrite?: (tx: SiteDb, answer: { id: string; day: string }) => Promise<void>;
}

const UPLOAD_KINDS = new Set(['image', 'file', 'signature']);

/** Upload ids must name files of this site: an id copied from another site is no file here. */
async function checkUploads(siteDb: SiteDb, definition: TFormDefinition, values: TAnswerValues, errors: Record<string, string>) {
  const wanted = definition.fields.filter((f) => UPLOAD_KINDS.has(f.kind) && Array.isArray(values[f.key]));
  const ids = [...new Set(wanted.flatMap((f) => values[f.key] as string[]))];
  if (ids.length === 0) return;
  const found = new Set((await siteDb.selectFrom('uploads').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  for (const f of wanted)
    if ((values[f.key] as string[]).some((id) => !found.has(id))) errors[f.key] ??= `${f.label}的文件不存在，请重新上传`;
}

// A report morning writes thousands of answers a second: the two writes of a new answer are prepared.
/** Every column of a new answer, always all of them: a prepared insert binds the same columns each time. */
type TNewAnswer = Record<
  'id' | 'form_id' | 'user_id' | 'slot' | 'day' | 'values_json' | 'search_text' | 'starter_dept_id' | 'request_id',
  string
> &
  Record<'version' | 'created' | 'updated', number>;
const insertAnswer = preparedQuery((siteDb, row: TNewAnswer) => siteDb.insertInto('form_answers', row));
const deleteDraft = preparedQuery((siteDb, v: { formId: string; userId: string }) =>
  siteDb.deleteFrom('form_drafts').where('form_id', '=', v.formId).where('user_id', '=', v.userId),
);

/** My answer sent with this request id, if it was saved already. */
const answerOfRequest = (siteDb: SiteDb, userId: string, requestId: string) =>
  siteDb.selectFrom('form_answers').select('id').where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();

const alreadyTaken = (form: TFormHead, input: TSubmission) =>
  input.taken
    ? refuse(input.taken.reason, input.taken.message)
    : fail(form.frequency === 'daily' ? '每日仅能提交一次' : '您已提交过该表单');

/**
 * Submits an answer, for the new page and the original protocol alike: the version the person saw,
 * the form's window and audience, the engine's checks (the same as the phone's), then one write per
 * slot. A retried request (same request id) returns the first answer; a lost race on the slot index
 * answers like any second answer.
 */
export async function submitAnswer(filler: TFiller, input: TSubmission): Promise<{ id: string }> {
  const { siteDb, userId } = filler;
  const form = input.form ?? (await findPublishedForm(siteDb, input.formNo));
  const requestId = input.requestId ?? `new_${newId()}`;
  if (input.requestId) {
    const retried = await answerOfRequest(siteDb, userId, requestId);
    if (retried) return retried;
  }

  const version = input.version ?? form.version;
  const definition = version <= form.version ? await versionDefinition(siteDb, form.id, version) : undefined;
  if (!definition) throw invalid({ version: '表单版本不存在，请刷新后重新填写' });
  const window = windowState(form, filler.now);
  if (window) throw fail(window === 'notOpen' ? '表单尚未开始' : '表单已截止');
  requireAudience(filler, form);

  const checked = checkAnswer(definition, input.values, { regionKnown });
  const { errors } = checked;
  const values = form.anonymous ? withoutNamingPrefills(definition, checked.values) : checked.values;
  await checkUploads(siteDb, definition, values, errors);
  const starterDeptId = input.starterDeptId || filler.member.deptId;
  if (starterDeptId !== filler.member.deptId && starterDeptId !== filler.member.classId) errors.starterDeptId = '发起部门不正确';
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const fields = {
    version,
    values_json: JSON.stringify(values),
    search_text: answerSearchText(definition, values, form.anonymous ? [] : [filler.member.realname, filler.member.number]),
    starter_dept_id: starterDeptId,
    request_id: requestId,
  };
  const existing = await currentAnswer(filler, form);
  if (existing && !form.editable) throw alreadyTaken(form, input);
  try {
    return await siteDb.transaction(async (tx) => {
      const id = existing?.id ?? newId();
      if (existing) {
        await tx
          .updateTable('form_answers')
          .set({ ...fields, updated: filler.now })
          .where('id', '=', id)
          .execute();
      } else {
        const slot = slotOf(form, filler.today, id);
        await insertAnswer.run(tx, {
          id,
          form_id: form.id,
          user_id: userId,
          slot,
          day: filler.today,
          ...fields,
          created: filler.now,
          updated: filler.now,
        });
        myAnswersChanged(tx, userId);
      }
      await deleteDraft.run(tx, { formId: form.id, userId });
      // Who answered an anonymous form is not told to the site's subscribers either.
      await emitEvent(tx, formSubmitted, { form_id: String(form.no), answer_id: id, uid: form.anonymous ? '' : userId });
      await runAnswerHandlers({ tx, form, definition, answer: { id, day: filler.today, version, values, requestId, changed: Boolean(existing) }, member: filler.member });
      await input.afterWrite?.(tx, { id, day: filler.today });
      return { id };
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Another request of this person won the race: the same request again, or a second answer.
    const first = await answerOfRequest(siteDb, userId, requestId);
    if (first) return first;
    throw alreadyTaken(form, input);
  }
}
