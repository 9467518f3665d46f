import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { useNavigate } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TDocument } from '../../contract';
import { useDocument, useSaveUnits, useUnits } from '../calls/phone';
import '../official.css';

type TKind = 'main' | 'copy';

/** `document/choosecompany?id=`: the draft's 主送 and 抄送 units, chosen from the site's departments. */
export function ChooseCompanyPage() {
  const { t } = useTranslation('official');
  return (
    <RecordPage useRecord={useDocument} missingText={t('red.missing')} className="q-page of-page">
      {(doc) => (doc.canEdit ? <UnitChooser doc={doc} /> : <EmptyView text={t('units.locked')} />)}
    </RecordPage>
  );
}

function UnitChooser({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  const navigate = useNavigate();
  const units = useUnits();
  const save = useSaveUnits();
  const [kind, setKind] = useState<TKind>('main');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Record<TKind, Set<string>>>({ main: new Set(doc.mainUnits.map((u) => u.id)), copy: new Set(doc.copyUnits.map((u) => u.id)) });
  const [error, setError] = useState('');

  if (units.isError) return <ErrorView error={units.error} onRetry={() => void units.refetch()} />;
  if (!units.data) return <LoadingView />;
  const shown = units.data.list.filter((u) => u.name.includes(keyword.trim()));
  const picked = chosen[kind];
  // A unit is 主送 or 抄送, not both: choosing it on one list takes it off the other.
  const other: TKind = kind === 'main' ? 'copy' : 'main';
  const setPicked = (ids: string[], on: boolean) =>
    setChosen((c) => {
      const next = { main: new Set(c.main), copy: new Set(c.copy) };
      for (const id of ids) {
        if (on) next[other].delete(id);
        if (on) next[kind].add(id);
        else next[kind].delete(id);
      }
      return next;
    });
  const allPicked = shown.length > 0 && shown.every((u) => picked.has(u.id));

  const submit = async () => {
    setError('');
    const done = await save.mutateAsync({ id: doc.id, main: [...chosen.main], copy: [...chosen.copy] }).catch((refusal: Error) => setError(refusal.message));
    if (done === undefined) return;
    toast(t('units.saved'));
    await navigate(`/document/redpage?id=${encodeURIComponent(doc.id)}`, { replace: true });
  };

  return (
    <section className="of-units" aria-label={t('units.title')}>
      <TabBar
        look="capsule"
        tabs={(['main', 'copy'] as const).map((key) => ({ key, title: t(`units.${key}`, { count: chosen[key].size }) }))}
        active={kind}
        onChange={(key) => setKind(key as TKind)}
      />
      <input className="q-input" type="search" value={keyword} placeholder={t('units.search')} aria-label={t('units.search')} onChange={(e) => setKeyword(e.target.value)} />
      <label className="of-unit of-unit--all">
        <input type="checkbox" checked={allPicked} onChange={(e) => setPicked(shown.map((u) => u.id), e.target.checked)} />
        {t('units.all')}
      </label>
      {shown.length === 0 ? (
        <EmptyView text={t('units.empty')} />
      ) : (
        <ul className="of-unit-list" aria-label={t(`units.${kind}`, { count: picked.size })}>
          {shown.map((u) => (
            <li key={u.id}>
              <label className="of-unit">
                <input type="checkbox" checked={picked.has(u.id)} onChange={(e) => setPicked([u.id], e.target.checked)} />
                {u.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="of-error">{error}</p>}
      <Button block color="primary" loading={save.isPending} disabled={save.isPending} onClick={() => void submit()}>
        {t('units.save')}
      </Button>
    </section>
  );
}
