import { yuan } from '../shared/money';
import './ledger.css';

/** An amount as people read it, `¥12.30`; `signed` for money in (+, green) and out (-, red) of a wallet. */
export function Money({ fen, signed = false, className = '' }: { fen: number; signed?: boolean; className?: string }) {
  if (!signed) return <span className={`lg-money ${className}`}>¥{yuan(fen)}</span>;
  const sign = fen > 0 ? '+' : fen < 0 ? '-' : '';
  const flow = fen > 0 ? 'in' : fen < 0 ? 'out' : 'none';
  return <span className={`lg-money lg-money--${flow} ${className}`}>{`${sign}¥${yuan(Math.abs(fen))}`}</span>;
}
