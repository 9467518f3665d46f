import { useTranslation } from 'react-i18next';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import type { TKnownApp } from '../console/known-apps';

function GrantLine({
  index,
  apps,
  modulesOf,
  onRemove,
}: {
  index: number;
  apps: TKnownApp[];
  modulesOf: Map<string, string[]>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const app = Form.useWatch(['grants', index, 'app']) as string | undefined;
  return (
    <div className="adm-grant-line">
      <Form.Item name={[index, 'app']} noStyle>
        <AutoComplete
          style={{ width: 200 }}
          aria-label={t('role.app')}
          placeholder={t('role.app')}
          showSearch={{
            filterOption: (input, option) => String(option?.value ?? '').includes(input) || String(option?.label ?? '').includes(input),
          }}
          options={apps.map((a) => ({ value: a.key, label: a.name ? `${a.name} · ${a.key}` : a.key }))}
        />
      </Form.Item>
      <Form.Item name={[index, 'modules']} noStyle>
        <Select
          mode="tags"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('role.modules')}
          placeholder={t('role.modulesHint')}
          tokenSeparators={[',', ' ', '，']}
          options={(modulesOf.get(app?.trim() ?? '') ?? []).map((m) => ({ value: m, label: m }))}
        />
      </Form.Item>
      <Button type="text" danger onClick={onRemove} aria-label={t('role.removeLine', { n: index + 1 })}>
        {t('delete')}
      </Button>
    </div>
  );
}

/**
 * A role's grants as editable lines (spec §6): an app key (from the known manifests, or typed) and
 * the modules of it the role opens (suggested from other roles, or typed).
 */
export function GrantsEditor({ apps, modulesOf }: { apps: TKnownApp[]; modulesOf: Map<string, string[]> }) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name="grants">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <GrantLine key={field.key} index={field.name} apps={apps} modulesOf={modulesOf} onRemove={() => remove(field.name)} />
          ))}
          <Button type="dashed" block onClick={() => add({ app: '', modules: [] })}>
            {t('role.addLine')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
