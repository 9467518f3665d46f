import { useTranslation } from 'react-i18next';
import type { TPermitState } from '../../contract';

/** A permit's state as a coloured tag. */
export function PermitState({ state }: { state: TPermitState }) {
  const { t } = useTranslation('permit');
  return <span className={`pm-state pm-state--${state}`}>{t(`state.${state}`)}</span>;
}
