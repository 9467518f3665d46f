import { useTranslation } from 'react-i18next';
import type { TVoteState } from '../../rules';

/** A vote's state as a coloured tag: 未开始, 进行中, 已结束. */
export function VoteState({ state }: { state: TVoteState }) {
  const { t } = useTranslation('vote');
  return <span className={`vt-tag vt-tag--${state}`}>{t(`state.${state}`)}</span>;
}

/** How a vote is cast, in a few words: 单选 · 实名 · 每人一票. */
export function VoteKind({ vote }: { vote: { multiple: boolean; anonymous: boolean; perDay: number } }) {
  const { t } = useTranslation('vote');
  return (
    <>
      {[
        t(vote.multiple ? 'kind.multiple' : 'kind.single'),
        t(vote.anonymous ? 'kind.anonymous' : 'kind.named'),
        vote.perDay > 0 ? t('kind.perDay', { count: vote.perDay }) : t('kind.once'),
      ].join(' · ')}
    </>
  );
}
