import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from '@quad/platform/ui/pickers/picker-field';
import { regionCodes, regionTree, regionValue, type TAreaList } from '../region-options';
import { asText, type TFieldProps } from './field-props';
import { pickerTrigger } from './picker-props';

const CascadePicker = lazy(() => import('antd-mobile/es/components/cascade-picker'));

/** The national list is ~40 KB gzipped: fetched the first time a region field shows, then kept. */
let areas: Promise<TAreaList> | undefined;
const loadAreas = () => (areas ??= import('@vant/area-data').then((m) => m.areaList));

/** Province / city / county (as deep as the design says) on one cascading wheel; the answer is the names joined by '/'. */
export function RegionField(props: TFieldProps) {
  const { field, value, onChange, readOnly } = props;
  const { t } = useTranslation('forms-engine');
  const [list, setList] = useState<TAreaList>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadAreas().then(
      (l) => live && setList(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const depth = field.depth ?? 3;
  const options = useMemo(() => (list ? regionTree(list, depth) : []), [list, depth]);
  if (failed) return <p className="ff-error">{t('regionFailed')}</p>;
  if (!list) return <p className="ff-hint">{t('regionLoading')}</p>;
  if (readOnly) return <p className="ff-readonly">{asText(value)}</p>;
  const { title, ...trigger } = pickerTrigger(props, t('pick'));
  return (
    <PickerField {...trigger} text={asText(value)}>
      {(popup) => (
        <CascadePicker
          {...popup}
          title={title}
          options={options}
          value={regionCodes(list, value, depth)}
          onConfirm={(codes) => onChange(regionValue(list, codes.filter((c): c is string => typeof c === 'string' && c !== '')))}
        />
      )}
    </PickerField>
  );
}
