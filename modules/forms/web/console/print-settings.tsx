import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { TPrintSettings } from '@quad/forms-engine/shared/definition';
import { FORMS_CONSOLE_NS } from './console-strings';

/** 打印设置: how an answer of this version prints (title, columns, who and when, signature lines, footer). */
export function PrintSettingsPanel({ print, onChange }: { print: TPrintSettings; onChange: (print: TPrintSettings) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const set = (change: Partial<TPrintSettings>) => {
    const next = { ...print, ...change };
    // Cleared texts are left out: the print then uses the form's title and no footer.
    if (!next.title) delete next.title;
    if (!next.footer) delete next.footer;
    onChange(next);
  };
  return (
    <Form layout="vertical" component="div" className="fc-settings">
      <Form.Item label={t('print.title')} extra={t('print.titleHint')}>
        <Input value={print.title} onChange={(e) => set({ title: e.target.value })} maxLength={100} aria-label={t('print.title')} />
      </Form.Item>
      <Form.Item label={t('print.columns')}>
        <Radio.Group
          value={print.columns}
          onChange={(e) => set({ columns: e.target.value as 1 | 2 })}
          options={[
            { value: 1, label: t('print.oneColumn') },
            { value: 2, label: t('print.twoColumns') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Switch checked={print.showSubmitter} onChange={(showSubmitter) => set({ showSubmitter })} aria-label={t('print.showSubmitter')} /> {t('print.showSubmitter')}
      </Form.Item>
      <Form.Item>
        <Switch checked={print.showTime} onChange={(showTime) => set({ showTime })} aria-label={t('print.showTime')} /> {t('print.showTime')}
      </Form.Item>
      <Form.Item label={t('print.signatureLines')} extra={t('print.signatureHint')}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          maxCount={6}
          value={print.signatureLines}
          onChange={(signatureLines: string[]) => set({ signatureLines: signatureLines.map((s) => s.trim().slice(0, 30)).filter(Boolean) })}
          aria-label={t('print.signatureLines')}
        />
      </Form.Item>
      <Form.Item label={t('print.footer')}>
        <Input value={print.footer} onChange={(e) => set({ footer: e.target.value })} maxLength={200} aria-label={t('print.footer')} />
      </Form.Item>
    </Form>
  );
}
