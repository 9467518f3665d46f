import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { ErrorCode } from '@quad/contracts/errors';
import { QueryError } from '@quad/platform/console/query-states';
import { fieldErrors } from '@quad/platform/shell/console/use-call';
import type { TFormSettings } from '@quad/forms-engine/contract';
import type { TFieldKind, TFormDefinition } from '@quad/forms-engine/shared/definition';
import { useFormDesign } from '../calls/get-form';
import { publishDraft } from '../calls/publish-form';
import { saveDesign } from '../calls/save-form';
import { useIdParam } from './console-links';
import { mapDesignErrors, NO_ERRORS, type TDesignErrors } from './design-errors';
import { duplicateField, moveItem, newField } from './field-kinds';
import { FieldList } from './field-list';
import { FieldPalette } from './field-palette';
import { FieldProps } from './field-props';
import { FormSettingsPanel } from './form-settings';
import { PhonePreview } from './phone-preview';
import { PrintSettingsPanel } from './print-settings';
import { SourcesPluginsPanel } from './sources-plugins';
import { LeaveGuard } from './leave-guard';
import './forms-console.css';
import { FORMS_CONSOLE_NS } from './console-strings';

interface TDraft {
  settings: TFormSettings;
  definition: TFormDefinition;
}

/** 表单设计 (?id=): loads the form, then hands it to the designer. */
export default function DesignScreen() {
  const id = useIdParam();
  const form = useFormDesign(id);
  if (form.isError) return <QueryError error={form.error} onRetry={() => void form.refetch()} />;
  if (!form.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Designer key={form.data.id} loaded={form.data} />;
}

function Designer({ loaded }: { loaded: NonNullable<ReturnType<typeof useFormDesign>['data']> }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const { message } = App.useApp();
  const [draft, setDraft] = useState<TDraft>({ settings: loaded.settings, definition: loaded.definition });
  const [saved, setSaved] = useState(() => JSON.stringify({ settings: loaded.settings, definition: loaded.definition }));
  const [selected, setSelected] = useState(0);
  const [errors, setErrors] = useState<TDesignErrors>(NO_ERRORS);
  const [tab, setTab] = useState('fields');
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(draft) !== saved;
  // As the server rules: a saved anonymous form that has answers stays anonymous.
  const anonymityLocked = (JSON.parse(saved) as TDraft).settings.anonymous && loaded.versions.some((v) => v.answers > 0);
  const fields = draft.definition.fields;
  const formNo = loaded.no;

  const setDefinition = (change: Partial<TFormDefinition>) => setDraft((d) => ({ ...d, definition: { ...d.definition, ...change } }));
  const setFields = (next: TFormDefinition['fields']) => setDefinition({ fields: next });

  const add = (kind: TFieldKind) => {
    const field = newField(fields, kind, formNo, t(`kind.${kind}`), { option: (n) => t('props.optionN', { n }), column: (n) => t('props.columnN', { n }) });
    const at = fields.length === 0 ? 0 : Math.min(selected + 1, fields.length);
    setFields([...fields.slice(0, at), field, ...fields.slice(at)]);
    setSelected(at);
  };
  const move = (from: number, to: number) => {
    setFields(moveItem(fields, from, to));
    if (from === selected) setSelected(to);
  };
  const remove = (index: number) => {
    setFields(fields.filter((_, i) => i !== index));
    setSelected((s) => Math.max(0, s > index ? s - 1 : Math.min(s, fields.length - 2)));
  };

  /** Saves settings and design; the server's design errors go beside their fields. */
  const save = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await saveDesign({ id: loaded.id, settings: draft.settings, definition: draft.definition });
      if (answer.e === ErrorCode.OK) {
        setSaved(JSON.stringify(draft));
        setErrors(NO_ERRORS);
        return true;
      }
      const mapped = mapDesignErrors(fieldErrors(answer.d));
      setErrors(mapped);
      // Go where the first problem is.
      const firstField = Object.keys(mapped.fields).map(Number).sort((a, b) => a - b)[0];
      if (firstField !== undefined) {
        setTab('fields');
        setSelected(firstField);
      } else if (Object.keys(mapped.settings).length) setTab('settings');
      // Problems marked where they are need no repeating in the server's words (which name the JSON path).
      const marked = Object.keys(mapped.fields).length + Object.keys(mapped.settings).length;
      if (marked > 0) void message.error(t('design.fixErrors', { count: marked }));
      else if (answer.m) void message.error(answer.m);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    if (!(await save())) return;
    setBusy(true);
    try {
      const answer = await publishDraft({ id: loaded.id });
      if (answer.e === ErrorCode.OK) {
        void message.success(t('design.published', { version: answer.d.version }));
      } else if (answer.m) void message.error(answer.m);
    } finally {
      setBusy(false);
    }
  };

  const settingErrors = Object.keys(errors.settings).length;
  const fieldErrorTotal = Object.keys(errors.fields).length;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{draft.settings.title || t('design.untitled')}</span>
          <Tag color={loaded.status === 'published' ? 'green' : loaded.status === 'closed' ? 'red' : 'default'}>{t(`status.${loaded.status}`)}</Tag>
          <span className="adm-muted">
            {t('list.no')} {formNo} · {loaded.version ? `v${loaded.version}` : t('design.neverPublished')}
          </span>
          {dirty && <Badge status="warning" text={t('design.unsaved')} />}
        </Space>
      }
      extra={
        <Space>
          <Link to="/formAdmin/index">{t('design.back')}</Link>
          <Link to={`/formAdmin/results?id=${encodeURIComponent(loaded.id)}`}>{t('list.results')}</Link>
          <Button onClick={() => void save().then((ok) => ok && message.success(t('saved')))} loading={busy} disabled={!dirty}>
            {t('save')}
          </Button>
          <Button type="primary" onClick={() => void publish()} loading={busy}>
            {t('design.publish')}
          </Button>
        </Space>
      }
    >
      <LeaveGuard dirty={dirty} />
      {errors.other.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errors.other.join('；')} />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'fields',
            label: <Badge count={fieldErrorTotal} size="small" offset={[8, 0]}>{t('design.fieldsTab')}</Badge>,
            children: (
              <div className="fc-designer">
                <section aria-label={t('design.palette')}>
                  <h3 className="fc-col-title">{t('design.palette')}</h3>
                  <FieldPalette onAdd={add} />
                </section>
                <section aria-label={t('design.fields')}>
                  <h3 className="fc-col-title">{t('design.fieldsCount', { count: fields.length })}</h3>
                  <FieldList
                    fields={fields}
                    selected={selected}
                    errors={errors}
                    onSelect={setSelected}
                    onMove={move}
                    onDuplicate={(index) => {
                      setFields(duplicateField(fields, index, formNo, t('design.copySuffix')));
                      setSelected(index + 1);
                    }}
                    onRemove={remove}
                  />
                </section>
                <section aria-label={t('design.props')}>
                  <h3 className="fc-col-title">{t('design.props')}</h3>
                  {fields[selected] ? (
                    <FieldProps
                      key={fields[selected].key}
                      fields={fields}
                      index={selected}
                      formNo={formNo}
                      errors={errors.fields[selected] ?? {}}
                      onChange={(field) => setFields(fields.map((f, i) => (i === selected ? field : f)))}
                    />
                  ) : (
                    <p className="adm-muted">{t('design.pickField')}</p>
                  )}
                </section>
              </div>
            ),
          },
          {
            key: 'preview',
            label: t('preview.title'),
            children: <PhonePreview definition={draft.definition} formNo={formNo} title={draft.settings.title} />,
          },
          {
            key: 'settings',
            label: <Badge count={settingErrors} size="small" offset={[8, 0]}>{t('design.settingsTab')}</Badge>,
            children: (
              <FormSettingsPanel
                settings={draft.settings}
                errors={errors.settings}
                onChange={(settings) => setDraft((d) => ({ ...d, settings }))}
                anonymityLocked={anonymityLocked}
              />
            ),
          },
          {
            key: 'sources',
            label: t('design.sourcesTab'),
            children: <SourcesPluginsPanel definition={draft.definition} onChange={setDefinition} />,
          },
          {
            key: 'print',
            label: t('design.printTab'),
            children: <PrintSettingsPanel print={draft.definition.print} onChange={(print) => setDefinition({ print })} />,
          },
        ]}
      />
    </Card>
  );
}
