import { ErrorCode } from '@quad/contracts/errors';
import { confirm } from '@quad/platform/shell/dialogs';
import { refusalReason, request, shownByShell } from '@quad/platform/shell/request';
import { newRequestId } from '@quad/platform/shell/request-id';
import { REPORT_REFUSALS, saveReport, type TReportView } from '../../contract-report';
import { errorsByKey, type TChange } from './daily-model';

export type TSubmitResult = { ok: true } | { ok: false; errors: Record<string, string>; message: string; reported?: boolean };

/**
 * Asks first (naming only what changed), then saves with a fresh request id per attempt: a retry after
 * a lost answer is refused as already reported (`d.reason`), which the page shows as reported.
 */
export async function submitReport(view: TReportView, values: Record<string, unknown>, question: string): Promise<TSubmitResult | undefined> {
  if (!(await confirm(question))) return undefined;
  const answer = await request(saveReport, { values, requestId: newRequestId() }, { loading: true });
  if (answer.e === ErrorCode.OK) return { ok: true };
  const errors = answer.e === ErrorCode.INVALID ? errorsByKey(view.definition, (answer.d as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
  return { ok: false, errors, message: shownByShell(answer.e) ? '' : answer.m, reported: refusalReason(answer) === REPORT_REFUSALS.alreadyReported };
}

/** The confirmation: the changed fields one per line, or that nothing changed. */
export const changesQuestion = (changes: TChange[], t: (key: string, options?: Record<string, unknown>) => string): string =>
  changes.length === 0
    ? t('confirmSame')
    : [t('confirmChanged'), ...changes.map((c) => t('changeLine', { label: c.label, before: c.before || t('blank'), after: c.after || t('blank') }))].join('\n');
