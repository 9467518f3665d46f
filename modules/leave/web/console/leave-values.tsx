import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import { LEAVE_TYPES, type TLeaveType } from '../../rules';

const isLeaveType = (value: unknown): value is TLeaveType => LEAVE_TYPES.includes(value as TLeaveType);

/** A leave request's values, as its approver reads them in the console drawer. */
export function LeaveValues({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation('leave');
  const text = (key: string) => String(values[key] ?? '');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'type', label: t('form.type'), children: isLeaveType(values.type) ? t(`type.${values.type}`) : text('type') },
        { key: 'when', label: t('console.when'), children: `${text('start')} ${t('mine.to')} ${text('end')}（${t('form.days', { count: Number(values.days) || 0 })}）` },
        { key: 'reason', label: t('form.reason'), children: text('reason') },
        { key: 'destination', label: t('form.destination'), children: text('destination') || '—' },
        { key: 'phone', label: t('form.phone'), children: text('phone') },
      ]}
    />
  );
}
