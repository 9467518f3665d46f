import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { fenOf, firstUsableMethod, Money, PayMethodPicker, payScene, useStartPayment } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link } from '@quad/platform/shell/router';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { MAX_PURCHASE_FEN, PURCHASE_CHOICES_FEN, type TMyRoom } from '../../contract';
import { useBuy, useChooseRoom, useElectricityHome } from '../calls/electricity';
import { MeterCard } from './meter-card';
import { RoomPicker } from './room-picker';
import '../electricity.css';

type THome = { room: TMyRoom | null; methods: TPayMethod[]; walletFen: number };

/** `electricity/index` 电费缴纳: my room (remembered), its meter, an amount and a method, then pay. */
export function BuyPage() {
  const { t } = useTranslation('electricity');
  const home = useElectricityHome();
  let content;
  if (home.isError) content = <ErrorView error={home.error} onRetry={() => void home.refetch()} />;
  else if (!home.isSuccess) content = <LoadingView />;
  else content = <Buy home={home.data} />;
  return (
    <main className="q-page">
      <div className="el-row">
        <h1 className="q-card__title">{t('buy.title')}</h1>
        <Link className="q-text-button" to="/electricity/record">
          {t('buy.records')}
        </Link>
      </div>
      {content}
    </main>
  );
}

function Buy({ home }: { home: THome }) {
  const { t } = useTranslation('electricity');
  const chooseRoom = useChooseRoom();
  const [building, setBuilding] = useState(home.room?.buildingId ?? '');
  const [room, setRoom] = useState(home.room?.roomId ?? '');
  return (
    <>
      <section className="q-card" aria-label={t('buy.myRoom')}>
        <h2 className="q-card__title">{t('buy.myRoom')}</h2>
        <RoomPicker
          building={building}
          room={room}
          onBuilding={(id) => {
            setBuilding(id);
            setRoom('');
          }}
          onRoom={(chosen) => {
            setRoom(chosen.id);
            // Remembered at once, so the page opens on this room next time even if nothing is bought.
            chooseRoom.mutate({ building, room: chosen.id });
          }}
        />
      </section>
      {room && (
        <>
          <MeterCard building={building} room={room} />
          <PurchaseForm building={building} room={room} home={home} />
        </>
      )}
    </>
  );
}

function PurchaseForm({ building, room, home }: { building: string; room: string; home: THome }) {
  const { t } = useTranslation('electricity');
  const buy = useBuy();
  const [choice, setChoice] = useState<number | 'other'>(PURCHASE_CHOICES_FEN[0]);
  const [typed, setTyped] = useState('');
  const { error, startPayment } = useStartPayment();
  const amountFen = choice === 'other' ? fenOf(typed) : choice;
  const amountProblem =
    amountFen === undefined || amountFen <= 0 ? t('buy.amountInvalid') : amountFen > MAX_PURCHASE_FEN ? t('buy.amountTooBig') : '';
  const [method, setMethod] = useState<TPayMethod | undefined>(() => firstUsableMethod(home.methods, home.walletFen, amountFen ?? 0));
  // One request id per room and amount: a press repeated after a lost answer is the same order, a new amount a new one.
  const request = useRef({ of: '', id: '' });
  const requestIdFor = (of: string) => {
    if (request.current.of !== of) request.current = { of, id: newRequestId() };
    return request.current.id;
  };

  const pay = async () => {
    if (!method || amountFen === undefined || amountProblem) return;
    const requestId = requestIdFor(`${room}|${amountFen}`);
    await startPayment(() => buy.mutateAsync({ building, room, amountFen, method, scene: payScene(), requestId }));
  };

  return (
    <section className="q-card" aria-label={t('buy.amount')}>
      <h2 className="q-card__title">{t('buy.amount')}</h2>
      <div className="el-amounts">
        {PURCHASE_CHOICES_FEN.map((fen) => (
          <Button key={fen} color={choice === fen ? 'primary' : 'default'} onClick={() => setChoice(fen)}>
            <Money fen={fen} />
          </Button>
        ))}
      </div>
      <Input
        aria-label={t('buy.otherAmount')}
        placeholder={t('buy.otherAmount')}
        inputMode="decimal"
        value={typed}
        onFocus={() => setChoice('other')}
        onChange={(value) => {
          setChoice('other');
          setTyped(value);
        }}
      />
      {choice === 'other' && typed !== '' && amountProblem && <p className="el-error">{amountProblem}</p>}
      <h2 className="q-card__title">{t('buy.method')}</h2>
      <PayMethodPicker methods={home.methods} value={method} onChange={setMethod} walletFen={home.walletFen} amountFen={amountFen ?? 0} />
      {error && (
        <p className="el-error" role="alert">
          {error}
        </p>
      )}
      <Button
        block
        color="primary"
        size="large"
        loading={buy.isPending}
        disabled={buy.isPending || !method || amountProblem !== ''}
        onClick={() => void pay()}
      >
        {amountFen !== undefined && !amountProblem ? t('buy.payAmount', { amount: (amountFen / 100).toFixed(2) }) : t('buy.pay')}
      </Button>
    </section>
  );
}
