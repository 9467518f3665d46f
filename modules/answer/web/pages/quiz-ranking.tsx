import { useTranslation } from 'react-i18next';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TRankEntry, TRanking } from '../../contract';
import { useQuizRanking } from '../calls/taker';
import { useDuration } from './quiz-state';
import '../answer.css';

/** `answer/mes?id=`: the quiz's ranking by best score then time used, my own place first. */
export function QuizRankingPage() {
  const { t } = useTranslation('answer');
  return (
    <RecordPage useRecord={useQuizRanking} missingText={t('detail.missing')}>
      {(ranking) => <RankingView ranking={ranking} />}
    </RecordPage>
  );
}

function RankingView({ ranking }: { ranking: TRanking }) {
  const { t } = useTranslation('answer');
  return (
    <>
      <article className="q-card">
        <h1 className="aw-title">{t('ranking.title', { title: ranking.title })}</h1>
        <p className="aw-meta">{t('ranking.people', { count: ranking.people })}</p>
        <p role="status">{ranking.me ? t('ranking.me', { rank: ranking.me.rank, score: ranking.me.score }) : t('ranking.notRanked')}</p>
      </article>
      {ranking.list.length === 0 ? (
        <p className="q-card aw-meta">{t('ranking.empty')}</p>
      ) : (
        <ol className="q-card q-list" aria-label={t('ranking.label')}>
          {ranking.list.map((entry) => (
            <Row key={entry.rank} entry={entry} />
          ))}
        </ol>
      )}
    </>
  );
}

function Row({ entry }: { entry: TRankEntry }) {
  const { t } = useTranslation('answer');
  const duration = useDuration();
  return (
    <li className={`aw-rank${entry.mine ? ' aw-rank--mine' : ''}`}>
      <span>{entry.rank}</span>
      <span>
        {entry.name}
        {entry.mine && ` ${t('ranking.mine')}`}
      </span>
      <span>
        {t('detail.points', { count: entry.score })} · {duration(entry.used)}
      </span>
    </li>
  );
}
