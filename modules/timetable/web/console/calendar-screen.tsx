import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import type { TTermCalendar } from '../../contract-manage';
import { useSaveTermCalendar, useTermCalendar } from '../calls/term-calendar';

/**
 * `timetable/calendar` 校历设置: the terms (name, the Monday of week 1, number of weeks), from which every
 * timetable counts 第N周 in the site's time zone, and the period times (第1节 08:00–08:45 …) the grids
 * and the calendar feed show. Saved whole; the server checks Mondays, overlaps and times in order.
 */
export default function CalendarScreen() {
  const { t } = useTranslation('timetable');
  const calendar = useTermCalendar();
  const [form] = Form.useForm<TTermCalendar>();
  const save = useSaveTermCalendar(t('calendar.saved'));
  useEffect(() => {
    if (calendar.data) form.setFieldsValue(calendar.data);
  }, [calendar.data, form]);
  if (calendar.isPending) return <Spin />;
  if (calendar.isError) return <Result status="error" title={t('calendar.loadFailed')} subTitle={calendar.error.message} extra={<Button onClick={() => void calendar.refetch()}>{t('calendar.retry')}</Button>} />;
  const handleFinish = (values: TTermCalendar) => save.mutate({ terms: values.terms ?? [], periods: values.periods ?? [] });
  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} initialValues={calendar.data}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('calendar.intro')} />
        <Card title={t('calendar.terms')}>
          <Form.List name="terms">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'name']} label={t('calendar.termName')} rules={[{ required: true, message: t('calendar.termNameRequired') }]}>
                      <Input placeholder="2025-2026学年第一学期" style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'start']} label={t('calendar.start')} rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('calendar.startFormat') }]}>
                      <Input placeholder="2025-09-01" style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'weeks']} label={t('calendar.weeks')} rules={[{ required: true, message: t('calendar.weeksRequired') }]}>
                      <InputNumber min={1} max={30} precision={0} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('calendar.remove')}</Button>
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ name: '', start: '', weeks: 18 })}>
                  {t('calendar.addTerm')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Card title={t('calendar.periods')}>
          <Form.List name="periods">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline">
                    <span style={{ width: 56, display: 'inline-block' }}>{t('calendar.period', { no: index + 1 })}</span>
                    <Form.Item name={[field.name, 'start']} rules={[{ required: true, pattern: /^\d{2}:\d{2}$/, message: t('calendar.clockFormat') }]}>
                      <Input aria-label={t('calendar.periodStart', { no: index + 1 })} placeholder="08:00" style={{ width: 90 }} />
                    </Form.Item>
                    <span>–</span>
                    <Form.Item name={[field.name, 'end']} rules={[{ required: true, pattern: /^\d{2}:\d{2}$/, message: t('calendar.clockFormat') }]}>
                      <Input aria-label={t('calendar.periodEnd', { no: index + 1 })} placeholder="08:45" style={{ width: 90 }} />
                    </Form.Item>
                    {index === fields.length - 1 && <Button onClick={() => remove(field.name)}>{t('calendar.remove')}</Button>}
                  </Space>
                ))}
                <div>
                  <Button type="dashed" onClick={() => add({ start: '', end: '' })}>
                    {t('calendar.addPeriod')}
                  </Button>
                </div>
              </>
            )}
          </Form.List>
        </Card>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('calendar.save')}
        </Button>
      </Space>
    </Form>
  );
}
