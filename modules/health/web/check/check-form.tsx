import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { request, shownByShell } from '@quad/platform/shell/request';
import { TEMPERATURE_BANDS } from '../../bands';
import { saveCheck } from '../../contract-check';
import { LocateButton } from '../daily/locate-button';
import { useOneAtATime } from '../daily/use-one-at-a-time';
import { YES_NO } from './check-model';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';

/** The current slot's check: temperature band, four yes/no questions, place, and a note. */
export function CheckForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'check' });
  const [values, setValues] = useState<Record<string, string>>({ sfzx: '1', sfcyglq: '0', sfyzz: '0', askforleave: '0' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useOneAtATime();
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const yesNo = [
    { label: t('no'), value: '0' },
    { label: t('yes'), value: '1' },
  ];
  const submit = async () => {
    const tw = values.tw;
    if (!tw) return setErrors({ tw: t('needTemperature') });
    const answer = await request(saveCheck, { ...values, tw }, { loading: true });
    if (answer.e === ErrorCode.OK) {
      toast(t('saved'));
      return onSaved();
    }
    if (answer.e === ErrorCode.INVALID) return setErrors((answer.d as { errors?: Record<string, string> } | undefined)?.errors ?? {});
    if (shownByShell(answer.e)) return;
    // 您已上报过 / 未到上报时间: the slot moved on while the page was open; show where things stand.
    toast(answer.m, 3000);
    onSaved();
  };
  return (
    <section className="hk-form" aria-label={t('formTitle')}>
      <span className="hk-label" id="hk-tw">
        {t('temperature')}
      </span>
      <Selector aria-labelledby="hk-tw" columns={2} options={TEMPERATURE_BANDS} value={values.tw ? [values.tw] : []} onChange={(v) => set('tw', v[0] ?? '')} />
      {errors.tw && (
        <p className="hk-error" role="alert">
          {errors.tw}
        </p>
      )}
      {YES_NO.map((key) => (
        <div key={key} className="hk-row">
          <span className="hk-label">{t(`question.${key}`)}</span>
          <Selector options={yesNo} value={[values[key] ?? '0']} onChange={(v) => v[0] && set(key, v[0])} />
        </div>
      ))}
      <div className="hk-row">
        <span className="hk-label">{values.geo_api_info ? t('located') : t('notLocated')}</span>
        <LocateButton located={!!values.geo_api_info} onLocated={(place) => setValues((v) => ({ ...v, ...place }))} />
      </div>
      <Input placeholder={t('area')} aria-label={t('area')} value={values.area ?? ''} onChange={(v) => set('area', v)} />
      <Input placeholder={t('address')} aria-label={t('address')} value={values.address ?? ''} onChange={(v) => set('address', v)} />
      <LabelledTextArea label={t('other')} placeholder={t('other')} value={values.qtqk ?? ''} onChange={(v) => set('qtqk', v)} maxLength={500} rows={2} />
      {Object.entries(errors)
        .filter(([k]) => k !== 'tw')
        .map(([k, m]) => (
          <p key={k} className="hk-error" role="alert">
            {m}
          </p>
        ))}
      <Button block color="primary" size="large" loading={sending.busy} onClick={() => void sending.run(submit)}>
        {t('submit')}
      </Button>
    </section>
  );
}
