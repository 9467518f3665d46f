import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { FormListFieldData } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { ClockInput } from './clock-input';
import { useDepartments } from '../calls/get-view-summary';
import { newGroupId } from './settings-values';
import { HEALTH_CONSOLE_NS } from './console-strings';

/**
 * One editable list of the settings: a row per item, each with its own fields (so a server error
 * lands on the row's field), a remove button, and 添加 until the list is full.
 */
function ListEditor({
  name,
  max,
  addLabel,
  empty,
  row,
}: {
  name: string;
  max: number;
  addLabel: string;
  empty: () => unknown;
  row: (field: FormListFieldData, index: number) => ReactNode;
}) {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} className="hc-row">
              {row(field, index)}
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('remove', { n: index + 1 })} />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(empty())} disabled={fields.length >= max}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** 晨午晚检时段: name and the hours each slot is open. */
export function SlotsEditor() {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  return (
    <ListEditor
      name="checkSlots"
      max={6}
      addLabel={t('addSlot')}
      empty={() => ({ name: '', start: '', end: '' })}
      row={(field, index) => (
        <>
          <Form.Item name={[field.name, 'name']} label={t('slotName')}>
            <Input maxLength={20} aria-label={`${t('slotName')} ${index + 1}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'start']} label={t('slotStart')}>
            <ClockInput label={`${t('slotStart')} ${index + 1}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'end']} label={t('slotEnd')}>
            <ClockInput label={`${t('slotEnd')} ${index + 1}`} />
          </Form.Item>
        </>
      )}
    />
  );
}

/** 上报分组: parts of the school (departments picked from the site's) with their own deadline. */
export function GroupsEditor() {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  const departments = useDepartments();
  return (
    <ListEditor
      name="groups"
      max={50}
      addLabel={t('addGroup')}
      empty={() => ({ id: newGroupId(), name: '', departments: [], deadline: '' })}
      row={(field, index) => (
        <>
          <Form.Item name={[field.name, 'id']} hidden>
            <Input />
          </Form.Item>
          <Form.Item name={[field.name, 'name']} label={t('groupName')}>
            <Input maxLength={40} aria-label={`${t('groupName')} ${index + 1}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'departments']} label={t('groupDepartments')} className="hc-row__wide">
            <Select
              mode="multiple"
              options={departments.data}
              loading={departments.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={departments.isError ? t('departmentsFailed') : undefined}
              aria-label={`${t('groupDepartments')} ${index + 1}`}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'deadline']} label={t('groupDeadline')} tooltip={t('groupDeadlineHint')}>
            <ClockInput optional label={`${t('groupDeadline')} ${index + 1}`} />
          </Form.Item>
        </>
      )}
    />
  );
}

/** 健康码规则: a recent report answering a field with one of the values gives the colour. */
export function CodeRulesEditor() {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  return (
    <ListEditor
      name="codeRules"
      max={20}
      addLabel={t('addRule')}
      empty={() => ({ colour: 'yellow', param: '', values: [], days: 14, label: '' })}
      row={(field, index) => (
        <>
          <Form.Item name={[field.name, 'colour']} label={t('ruleColour')}>
            <Select
              options={(['red', 'yellow'] as const).map((c) => ({ value: c, label: t(`colour.${c}`) }))}
              aria-label={`${t('ruleColour')} ${index + 1}`}
              className="hc-narrow"
            />
          </Form.Item>
          <Form.Item name={[field.name, 'param']} label={t('ruleParam')} tooltip={t('ruleParamHint')}>
            <Input maxLength={40} aria-label={`${t('ruleParam')} ${index + 1}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'values']} label={t('ruleValues')} tooltip={t('ruleValuesHint')}>
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ', '，']} aria-label={`${t('ruleValues')} ${index + 1}`} className="hc-mid" />
          </Form.Item>
          <Form.Item name={[field.name, 'days']} label={t('ruleDays')}>
            <InputNumber min={1} max={30} precision={0} aria-label={`${t('ruleDays')} ${index + 1}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'label']} label={t('ruleLabel')} className="hc-row__wide">
            <Input maxLength={60} aria-label={`${t('ruleLabel')} ${index + 1}`} />
          </Form.Item>
        </>
      )}
    />
  );
}

/** 兼容路径: further `module/wap/controller` paths the daily report answers at. */
export function AliasesEditor() {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  return (
    <ListEditor
      name="aliases"
      max={20}
      addLabel={t('addAlias')}
      empty={() => ''}
      row={(field, index) => (
        <Form.Item name={field.name} className="hc-row__wide">
          <Input placeholder="buaaxsncov/wap/default" maxLength={90} aria-label={`${t('alias')} ${index + 1}`} />
        </Form.Item>
      )}
    />
  );
}
