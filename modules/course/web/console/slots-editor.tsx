import { useTranslation } from 'react-i18next';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { DAYS, PERIODS, WEEK_PARITIES, WEEKS, type TSlot } from '../../rules';

/** Most slots an offering may have (the contract's limit). */
const MAX_SLOTS = 20;
export const NEW_SLOT: TSlot = { day: 1, from: 1, to: 2, weekFrom: 1, weekTo: 16, parity: 'all' };

/** 上课时间 as rows of the offering's form (`slots`): weekday, periods from–to, weeks from–to, every/odd/even week. */
export function SlotsEditor() {
  const { t } = useTranslation('course');
  const days = Array.from({ length: DAYS }, (_, i) => ({ value: i + 1, label: t(`day.${i + 1}`) }));
  const parities = WEEK_PARITIES.map((p) => ({ value: p, label: t(`parityName.${p}`) }));
  return (
    <Form.List name="slots">
      {(fields, { add, remove }) => (
        <Form.Item label={t('offeringDrawer.slots')} required>
          {fields.map((field, index) => {
            const label = (what: string) => t(`offeringDrawer.slot.${what}`, { n: index + 1 });
            return (
              <div
                key={field.key}
                className="cs-slot-row"
                style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}
              >
                <Form.Item name={[field.name, 'day']} noStyle>
                  <Select options={days} style={{ width: 80 }} aria-label={label('day')} />
                </Form.Item>
                <Form.Item name={[field.name, 'from']} noStyle>
                  <InputNumber min={1} max={PERIODS} precision={0} style={{ width: 64 }} aria-label={label('from')} />
                </Form.Item>
                –
                <Form.Item name={[field.name, 'to']} noStyle>
                  <InputNumber min={1} max={PERIODS} precision={0} style={{ width: 64 }} aria-label={label('to')} />
                </Form.Item>
                {t('offeringDrawer.periodUnit')}
                <Form.Item name={[field.name, 'weekFrom']} noStyle>
                  <InputNumber min={1} max={WEEKS} precision={0} style={{ width: 64 }} aria-label={label('weekFrom')} />
                </Form.Item>
                –
                <Form.Item name={[field.name, 'weekTo']} noStyle>
                  <InputNumber min={1} max={WEEKS} precision={0} style={{ width: 64 }} aria-label={label('weekTo')} />
                </Form.Item>
                {t('offeringDrawer.weekUnit')}
                <Form.Item name={[field.name, 'parity']} noStyle>
                  <Select options={parities} style={{ width: 88 }} aria-label={label('parity')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  aria-label={label('remove')}
                />
              </div>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_SLOTS} onClick={() => add({ ...NEW_SLOT })} block>
            {t('offeringDrawer.addSlot')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
