import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { TSettingItem } from '../../contract-settings';
import type { TWhere } from '../calls/get-settings';
import { useSetDraft } from '../calls/set-draft';
import { useSetSetting } from '../calls/set-setting';
import { editorOf, fromForm, TITLE_PREFIX, toForm } from './setting-fields';

/** Edits one setting at the chosen layer. `item` without a key asks for the route of a new page title. */
export function EditSettingModal({
  where,
  item,
  label,
  onClose,
}: {
  where: TWhere;
  item: TSettingItem | null;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Record<string, unknown>>();
  const setDraft = useSetDraft();
  const setSetting = useSetSetting();
  const newTitle = item?.key === TITLE_PREFIX;
  const key = item?.key ?? '';
  const editor = editorOf(key);
  const secretSet = !!(item?.value as { secret_set?: boolean } | undefined)?.secret_set;
  // Display settings of the site may wait in the draft; provider configurations (with secrets) are saved directly.
  const draftable = where.layer === 'site' && editor.kind !== 'provider' && key !== 'mapsKey';
  const toDraft = useRef(false);

  useEffect(() => {
    if (item) form.setFieldsValue(toForm(item.key, item.value));
  }, [item, form]);

  const submit = async (values: Record<string, unknown>) => {
    const settingKey = newTitle ? TITLE_PREFIX + String(values.route ?? '').trim() : key;
    const parsed = fromForm(settingKey, values);
    if (!parsed) return form.setFields([{ name: 'value', errors: [t('settings.badJson')] }]);
    const done = toDraft.current
      ? await setDraft({ key: settingKey, value: parsed.value }, { form, success: t('draft.drafted') })
      : await setSetting({ ...where, key: settingKey, value: parsed.value }, { form, success: t('saved') });
    if (done) onClose();
  };

  return (
    <Modal
      open={!!item}
      title={t('settings.editTitle', { name: label })}
      okText={t('settings.save')}
      cancelText={t('cancel')}
      onOk={() => {
        toDraft.current = false;
        form.submit();
      }}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          {draftable && (
            <Button
              onClick={() => {
                toDraft.current = true;
                form.submit();
              }}
            >
              {t('draft.saveDraft')}
            </Button>
          )}
          <OkBtn />
        </>
      )}
      afterClose={() => form.resetFields()}
      forceRender
      width={560}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {editor.kind === 'provider' && editor.help && <p className="adm-muted">{t(editor.help)}</p>}
        {newTitle && (
          <Form.Item
            name="route"
            label={t('settings.route')}
            extra={t('settings.routeHint')}
            rules={[{ required: true, message: t('settings.routeHint') }]}
          >
            <Input maxLength={90} autoComplete="off" />
          </Form.Item>
        )}
        {editor.kind === 'text' && (
          <Form.Item name="value" label={label}>
            <Input maxLength={500} autoFocus />
          </Form.Item>
        )}
        {editor.kind === 'list' && (
          <Form.Item name="value" label={label} extra={t('settings.listHint')}>
            <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} aria-label={label} suffixIcon={null} />
          </Form.Item>
        )}
        {editor.kind === 'json' && (
          <Form.Item name="value" label={label} extra={t('settings.jsonHint')}>
            <Input.TextArea rows={6} spellCheck={false} />
          </Form.Item>
        )}
        {editor.kind === 'provider' &&
          editor.fields.map((field) =>
            field === 'secret' ? (
              <Form.Item key={field} name="secret" label={t('settings.secret')} extra={secretSet ? t('settings.secretKept') : undefined}>
                <Input.Password autoComplete="new-password" placeholder={secretSet ? t('settings.secretSet') : t('settings.secretUnset')} />
              </Form.Item>
            ) : editor.choices[field] ? (
              <Form.Item key={field} name={field} label={t(`settings.field.${field}`)}>
                <Select
                  options={editor.choices[field].map((v) => ({ value: v, label: t(`settings.choice.${v}`, { defaultValue: v }) }))}
                  aria-label={t(`settings.field.${field}`)}
                />
              </Form.Item>
            ) : (
              <Form.Item key={field} name={field} label={t(`settings.field.${field}`)}>
                <Input maxLength={500} autoComplete="off" />
              </Form.Item>
            ),
          )}
      </Form>
    </Modal>
  );
}
