import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { request, shownByShell } from '@quad/platform/shell/request';
import { runDataSource } from '@quad/forms-engine/contract';
import { useFormState } from '../form-store';
import type { TRow } from '../table-rows';

/**
 * The child table's data sources that run on demand (not when the form opens), e.g. 上次的同行人员:
 * one button each. Only while a published version is being filled (the store knows which).
 */
export function SourceButtons({ formNo, table, onRows }: { formNo: number; table: string; onRows: (rows: TRow[]) => void }) {
  const { t } = useTranslation('forms-engine');
  const { version, dataSources } = useFormState(formNo);
  const sources = version ? dataSources.filter((s) => s.table === table && !s.initial) : [];
  if (sources.length === 0) return null;
  const run = async (id: string) => {
    const answer = await request(runDataSource, { formid: formNo, version, source: id }, { loading: true });
    if (answer.e !== ErrorCode.OK) return shownByShell(answer.e) ? undefined : toast(answer.m);
    if (answer.d.rows.length === 0) return toast(t('sourceEmpty'));
    onRows(answer.d.rows);
  };
  return (
    <div className="ff-row">
      {sources.map((s) => (
        <button key={s.id} type="button" className="ff-button" onClick={() => void run(s.id)}>
          {t('runSource', { label: s.label })}
        </button>
      ))}
    </div>
  );
}
