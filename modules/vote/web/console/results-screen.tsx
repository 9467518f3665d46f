import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages, type TPaging } from '@quad/platform/console/paged-table';
import { QueryError } from '@quad/platform/console/query-states';
import { useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { type TBallot, VOTE_EXPORT_PATH } from '../../contract-manage';
import { useBallots, useManagedVote } from '../calls/manage';

/** 投票结果 (`?id=`): a bar per option with its count and share, read again while the vote runs; on a named vote, who voted for what. */
export default function ResultsScreen() {
  const { t } = useTranslation('vote');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const vote = useManagedVote(id, true);
  const [paging, setPaging] = useState<TPaging>({ page: 1, size: 20 });
  const named = vote.data ? !vote.data.anonymous : false;
  const ballots = useBallots({ id, ...paging }, named);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/vote/manage')}>
      {t('results.back')}
    </Button>
  );
  if (!id) return back;
  if (vote.isError) return <QueryError error={vote.error} onRetry={() => void vote.refetch()} />;
  const v = vote.data;
  if (!v) return <Spin aria-label={t('results.loading')} />;
  return (
    <>
      <div className="adm-toolbar">
        {back}
        <span className="adm-toolbar__grow" />
        <ExportButton href={`${VOTE_EXPORT_PATH}?id=${encodeURIComponent(v.id)}`} icon={<DownloadOutlined />}>
          {t('results.export')}
        </ExportButton>
      </div>
      <Card title={v.title} extra={<Tag>{t(`state.${v.state}`)}</Tag>} style={{ marginBottom: 16 }}>
        <p>{t('results.summary', { count: v.ballots, from: timeParts(v.opensAt).fullTime, to: timeParts(v.closesAt).fullTime })}</p>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('results.bars')}>
          {v.options.map((o) => (
            <li key={o.id} style={{ marginBottom: 12 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>{o.text}</span>
                <span>{t('results.count', { count: o.count, percent: o.percent })}</span>
              </div>
              <Progress percent={o.percent} showInfo={false} aria-label={o.text} />
            </li>
          ))}
        </ol>
      </Card>
      {named ? (
        <Card title={t('results.ballots')}>
          <QueryTable<TBallot>
            result={ballots}
            rows={ballots.data?.list}
            rowKey={(b) => `${b.number}|${b.day}|${b.created}`}
            emptyText={t('results.noBallots')}
            pagination={serverPages(paging, ballots.data?.total, (total) => t('results.ballotsTotal', { total }), setPaging)}
            columns={[
              { title: t('results.name'), dataIndex: 'name' },
              { title: t('results.number'), dataIndex: 'number' },
              { title: t('results.department'), dataIndex: 'department' },
              { title: t('results.picks'), dataIndex: 'picks', render: (picks: string[]) => picks.join('、') },
              { title: t('results.when'), dataIndex: 'created', render: (when: number) => (when ? timeParts(when).fullTime : '') },
            ]}
          />
        </Card>
      ) : (
        <Card>{t('results.anonymous')}</Card>
      )}
    </>
  );
}
