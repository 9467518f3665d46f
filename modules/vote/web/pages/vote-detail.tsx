import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { timeParts } from '@quad/platform/shell/time';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TVoteDetail } from '../../contract';
import { useCastVote, useVoteDetail } from '../calls/voter';
import { ResultBars } from './result-bars';
import { VoteKind, VoteState } from './vote-state';
import '../vote.css';

/** `vote/detail?id=`: the vote, its options to tick and 投票, then the results when the vote shows them. */
export function VoteDetailPage() {
  const { t } = useTranslation('vote');
  return (
    <RecordPage useRecord={useVoteDetail} missingText={t('detail.missing')}>
      {(vote) => <VoteView vote={vote} />}
    </RecordPage>
  );
}

function VoteView({ vote }: { vote: TVoteDetail }) {
  const { t } = useTranslation('vote');
  return (
    <>
      <article className="q-card vt-head">
        {vote.coverUrl && <img className="vt-cover" src={vote.coverUrl} alt="" />}
        <div className="vt-row">
          <h1 className="vt-title">{vote.title}</h1>
          <VoteState state={vote.state} />
        </div>
        <p className="vt-meta">{t('detail.window', { from: timeParts(vote.opensAt).fullTime, to: timeParts(vote.closesAt).fullTime })}</p>
        <p className="vt-meta">
          <VoteKind vote={vote} />
        </p>
        {vote.description && <p className="vt-description">{vote.description}</p>}
      </article>
      {vote.canVote ? <Ballot vote={vote} /> : <Status vote={vote} />}
      {vote.shown ? (
        <ResultBars options={vote.options} ballots={vote.ballots} mine={vote.myPicks} />
      ) : (
        !vote.canVote && vote.state !== 'pending' && <Hidden />
      )}
    </>
  );
}

/** Why there is no ballot to fill in: not open yet, closed, or already voted (today). */
function Status({ vote }: { vote: TVoteDetail }) {
  const { t } = useTranslation('vote');
  const text =
    vote.state === 'pending'
      ? t('detail.pending', { when: timeParts(vote.opensAt).fullTime })
      : vote.state === 'closed'
        ? t('detail.closed')
        : vote.perDay > 0
          ? t('detail.votedToday')
          : t('detail.voted');
  return (
    <p className="q-card vt-status" role="status">
      {text}
    </p>
  );
}

function Hidden() {
  const { t } = useTranslation('vote');
  return <p className="q-card vt-status vt-status--muted">{t('detail.hidden')}</p>;
}

/** The options to tick (radio buttons for one choice, check boxes for several) and 投票. */
function Ballot({ vote }: { vote: TVoteDetail }) {
  const { t } = useTranslation('vote');
  const cast = useCastVote();
  const [picks, setPicks] = useState<string[]>([]);
  const [error, setError] = useState('');
  // One id per ballot being filled in: a retry after a lost answer is the same ballot.
  const requestId = useRef(newRequestId());
  const toggle = (id: string) => {
    setError('');
    setPicks((now) => (!vote.multiple ? [id] : now.includes(id) ? now.filter((p) => p !== id) : [...now, id]));
  };
  const rule = !vote.multiple
    ? t('ballot.single')
    : vote.minPicks === vote.maxPicks
      ? t('ballot.exactly', { count: vote.maxPicks })
      : t('ballot.range', { min: vote.minPicks, max: vote.maxPicks });

  const send = async () => {
    setError('');
    if (picks.length === 0) return setError(t('ballot.none'));
    if (picks.length < vote.minPicks) return setError(t('ballot.tooFew', { count: vote.minPicks }));
    if (picks.length > vote.maxPicks) return setError(t('ballot.tooMany', { count: vote.maxPicks }));
    const sent = await cast.mutateAsync({ id: vote.id, picks, requestId: requestId.current }).then(
      () => true,
      (refusal: Error) => (setError(refusal.message), false),
    );
    if (!sent) return;
    requestId.current = newRequestId();
    setPicks([]);
    toast(t('ballot.sent'));
  };

  return (
    <form className="q-card vt-ballot" onSubmit={(e) => (e.preventDefault(), void send())}>
      <fieldset className="vt-options">
        <legend className="vt-subtitle">{rule}</legend>
        {vote.options.map((o) => {
          const chosen = picks.includes(o.id);
          return (
            <label key={o.id} className={`vt-option${chosen ? ' vt-option--chosen' : ''}`}>
              <input
                type={vote.multiple ? 'checkbox' : 'radio'}
                name="vt-pick"
                className="vt-option__input"
                checked={chosen}
                onChange={() => toggle(o.id)}
              />
              <span className="vt-option__mark" aria-hidden="true" />
              {o.pictureUrl && <img className="vt-option__picture" src={o.pictureUrl} alt="" loading="lazy" />}
              <span className="vt-option__text">{o.text}</span>
            </label>
          );
        })}
      </fieldset>
      <FormSubmit error={error} errorClassName="vt-error" busy={cast.isPending}>
        {vote.multiple ? t('ballot.submitCount', { count: picks.length }) : t('ballot.submit')}
      </FormSubmit>
    </form>
  );
}
