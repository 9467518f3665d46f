import { useTranslation } from 'react-i18next';
import Radio from 'antd-mobile/es/components/radio';
import type { TPayMethod } from '../contract';
import { Money } from './money';
import { LEDGER_NS } from './strings';
import './ledger.css';

/** The wallet pays only what its balance covers; every other method always may. */
const canPayWith = (method: TPayMethod, walletFen: number, amountFen: number) => method !== 'wallet' || walletFen >= amountFen;

/** The method a page starts with: the first one that can pay. */
export const firstUsableMethod = (methods: TPayMethod[], walletFen: number, amountFen: number) =>
  methods.find((m) => canPayWith(m, walletFen, amountFen));

/** The ways to pay, one to choose; the wallet shows its balance and is greyed out when it falls short. */
export function PayMethodPicker({
  methods,
  value,
  onChange,
  walletFen = 0,
  amountFen = 0,
}: {
  methods: TPayMethod[];
  value: TPayMethod | undefined;
  onChange: (method: TPayMethod) => void;
  walletFen?: number;
  amountFen?: number;
}) {
  const { t } = useTranslation(LEDGER_NS);
  return (
    <Radio.Group value={value ?? null} onChange={(v) => onChange(v as TPayMethod)}>
      <div className="lg-methods" role="radiogroup" aria-label={t('picker.label')}>
        {methods.map((method) => {
          const usable = canPayWith(method, walletFen, amountFen);
          return (
            <Radio key={method} value={method} disabled={!usable} block className="lg-method">
              <span className="lg-method__name">{t(`method.${method}`)}</span>
              {method === 'wallet' && (
                <span className="lg-meta">
                  <Money fen={walletFen} />
                  {!usable && ` · ${t('picker.short')}`}
                </span>
              )}
            </Radio>
          );
        })}
      </div>
    </Radio.Group>
  );
}
