import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { shownByShell } from '@quad/platform/shell/request';
import { nowSeconds } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TOfferingDetail } from '../../contract';
import { creditsText } from '../../rules';
import { selectOffering, useCourseOffering } from '../calls/phone';
import { SelectionBadge, slotFull } from './course-text';
import { DropButton } from './drop-button';
import { actionOf } from './selection-action';
import '../course.css';

/** `course/detail?id=…`: an offering in full, its live places (read again every few seconds while selection is on), and the button. */
export function CourseDetailPage() {
  const { t } = useTranslation('course');
  return (
    <RecordPage useRecord={useCourseOffering} missingText={t('detail.noId')} className="q-page">
      {(offering) => <CourseDetail offering={offering} />}
    </RecordPage>
  );
}

function CourseDetail({ offering }: { offering: TOfferingDetail }) {
  const { t } = useTranslation('course');
  return (
    <>
      <section className="q-card" aria-label={offering.name}>
        <div className="cs-row">
          <h1 className="q-card__title">{offering.name}</h1>
          <SelectionBadge mine={offering.mine} />
        </div>
        <dl className="cs-facts">
          <dt>{t('detail.code')}</dt>
          <dd>{offering.code}</dd>
          <dt>{t('detail.credits')}</dt>
          <dd>{creditsText(offering.credits)}</dd>
          <dt>{t('detail.category')}</dt>
          <dd>{t(`category.${offering.category}`)}</dd>
          <dt>{t('detail.teacher')}</dt>
          <dd>{offering.teacher}</dd>
          <dt>{t('detail.place')}</dt>
          <dd>{offering.place}</dd>
          <dt>{t('detail.slots')}</dt>
          <dd>
            <ul className="cs-plain">
              {offering.slots.map((slot, i) => (
                <li key={i}>{slotFull(t, slot)}</li>
              ))}
            </ul>
          </dd>
          {offering.prerequisites.length > 0 && (
            <>
              <dt>{t('detail.prerequisites')}</dt>
              <dd>
                <ul className="cs-plain" aria-label={t('detail.prerequisites')}>
                  {offering.prerequisites.map((p) => (
                    <li key={p.code} className={p.done ? 'cs-done' : 'cs-missing'}>
                      {p.done ? '✓' : '✗'} {p.name ? `${p.name}（${p.code}）` : p.code}
                      <span className="cs-sr">{t(p.done ? 'detail.done' : 'detail.notDone')}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        <p className="cs-remaining">
          {t('detail.remaining')} <strong>{offering.remaining}</strong> / {offering.capacity}
        </p>
      </section>
      {offering.description && (
        <section className="q-card" aria-label={t('detail.description')}>
          <h2 className="q-card__title">{t('detail.description')}</h2>
          <p className="cs-description">{offering.description}</p>
        </section>
      )}
      <ActionBar offering={offering} />
    </>
  );
}

/** The big button by round and my selection; a refusal is the server's own words beside it. */
function ActionBar({ offering }: { offering: TOfferingDetail }) {
  const { t } = useTranslation('course');
  const action = actionOf(offering, nowSeconds());
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One id per attempt: a press repeated after a lost answer is the same selection, never a second one.
  const attempt = useRef(newRequestId());

  const handleSelect = async () => {
    setMessage('');
    setBusy(true);
    const answer = await selectOffering({ id: offering.id, requestId: attempt.current });
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      attempt.current = newRequestId();
      toast(t(`selected.${answer.d.state}`, { position: answer.d.position }));
      return;
    }
    // A lost answer keeps its id: pressing again asks for the same selection.
    if (shownByShell(answer.e)) return;
    attempt.current = newRequestId();
    setMessage(answer.m);
  };

  const mine = offering.mine;
  return (
    <section className="cs-action" aria-label={t('detail.action')}>
      {message && (
        <p className="cs-error" role="alert">
          {message}
        </p>
      )}
      {action.kind === 'select' && (
        <Button block color="primary" size="large" loading={busy} disabled={busy} onClick={() => void handleSelect()}>
          {t(`action.${action.label}`)}
        </Button>
      )}
      {action.kind === 'held' && mine && (
        <div className="cs-row">
          <span>{t(`held.${mine.state}`, { position: mine.position })}</span>
          {mine.cancellable && <DropButton claimId={mine.claimId} state={mine.state} name={offering.name} />}
        </div>
      )}
      {action.kind === 'none' && (
        <Button block size="large" disabled>
          {t(`action.${action.label}`)}
        </Button>
      )}
    </section>
  );
}
