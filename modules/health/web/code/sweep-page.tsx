import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { ErrorCode } from '@quad/contracts/errors';
import { timeParts } from '@quad/platform/shell/time';
import { CodeScanner } from '@quad/platform/ui/code-scanner';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TScanResult } from '../../contract-code';
import { usePassages } from '../calls/list-passages';
import { verify } from '../calls/verify-code';
import './code.css';

type TOutcome = { result: TScanResult } | { refused: string };

function Outcome({ outcome, onNext }: { outcome: TOutcome; onNext: () => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const pass = 'result' in outcome && outcome.result.allowed;
  return (
    <section className={`hc-outcome hc-outcome--${pass ? 'pass' : 'stop'}`} role="alert" aria-label={t('outcome')}>
      <h2>{pass ? t('pass') : t('stop')}</h2>
      {'result' in outcome ? (
        <>
          <p className="hc-who">
            {outcome.result.realname} · {outcome.result.number} · {outcome.result.deptName}
          </p>
          <p>{outcome.result.message}</p>
        </>
      ) : (
        <p>{outcome.refused}</p>
      )}
      <Button color="primary" fill="outline" onClick={onNext}>
        {t('next')}
      </Button>
    </section>
  );
}

function Passages() {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const list = usePassages();
  if (list.isPending) return <LoadingView />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyView text={t('noPassages')} />;
  return (
    <ul className="hc-passages" aria-label={t('passages')}>
      {list.data.list.map((p) => (
        <li key={p.id}>
          <span className={`hc-dot hc-dot--${p.colour}`} aria-hidden="true" />
          <span>
            {p.realname} {p.number}
          </span>
          <span>{p.allowed ? t('passed') : t('stopped')}</span>
          <span>{`${timeParts(p.created).hour}:${timeParts(p.created).min}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** `center/sweepCode` (and the schools' variants): gate staff check health codes. */
export function SweepCodePage() {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<TOutcome>();
  const check = async (token: string) => {
    if (!token.trim() || outcome) return;
    const answer = await verify(token.trim());
    if (answer.e === ErrorCode.OK) setOutcome({ result: answer.d });
    else if (answer.e === ErrorCode.FAILED) setOutcome({ refused: answer.m });
  };
  return (
    <main className="hc-gate" aria-label={t('gateTitle')}>
      {outcome ? (
        <Outcome
          outcome={outcome}
          onNext={() => {
            setOutcome(undefined);
            setTyped('');
          }}
        />
      ) : (
        <CodeScanner onCode={(text) => void check(text)} />
      )}
      <form
        className="hc-manual"
        onSubmit={(e) => {
          e.preventDefault();
          void check(typed);
        }}
      >
        <Input value={typed} onChange={setTyped} placeholder={t('typeCode')} aria-label={t('typeCode')} clearable />
        <Button type="submit" color="primary" size="small">
          {t('verify')}
        </Button>
      </form>
      <h2 className="hc-subtitle">{t('passages')}</h2>
      <Passages />
    </main>
  );
}
