import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import AutoComplete from 'antd/es/auto-complete';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { TAssignee } from '../../contract-definition';
import type { TColleague } from '../person-search';
import { WORKFLOW_NS } from '../strings';
import { PeopleSelect } from './person-select';

/** A role an approver may be found by. */
export interface TRoleChoice {
  key: string;
  name: string;
}

type TAssigneeKind = TAssignee['kind'];

/** A new assignee of a kind, keeping the role the old one named where both name one. */
function assigneeOfKind(kind: TAssigneeKind, old: TAssignee): TAssignee {
  const role = old.kind === 'role' || old.kind === 'chosen' ? (old.role ?? '') : '';
  if (kind === 'people') return { kind, userIds: [] };
  if (kind === 'field') return { kind, field: '' };
  if (kind === 'role') return { kind, role, scope: 'applicant' };
  return role ? { kind, role } : { kind };
}

/**
 * Who acts on a step (or takes it over when its time is up): named people, the holders of a role
 * (those of the applicant's department or class, or of the whole school), people the previous
 * step's approver picks (from a role's holders when one is named), or the person the request names in
 * one of its fields. `kinds` leaves out what makes no sense where it is used (nobody picks who a step
 * escalates to).
 */
export function AssigneeField({
  label,
  value,
  kinds,
  roles,
  people,
  fields = [],
  onChange,
}: {
  label: string;
  value: TAssignee;
  kinds: readonly TAssigneeKind[];
  roles: readonly TRoleChoice[];
  /** The people the flow names, by id: their names for the picker. */
  people: ReadonlyMap<string, TColleague>;
  /** The keys the app's requests carry, offered for a `field` assignee. */
  fields?: readonly string[];
  /** The new assignee, with the people just picked so the editor knows their names. */
  onChange: (assignee: TAssignee, picked?: TColleague[]) => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  const roleOptions = roles.map((role) => ({ value: role.key, label: role.name }));
  return (
    <>
      <Form.Item label={label}>
        <Radio.Group
          aria-label={label}
          value={value.kind}
          onChange={(event) => onChange(assigneeOfKind(event.target.value as TAssigneeKind, value))}
          options={kinds.map((kind) => ({ value: kind, label: t(`editor.assignee.${kind}`) }))}
        />
      </Form.Item>
      {value.kind === 'people' && (
        <Form.Item label={t('editor.assignee.pickPeople')} htmlFor={`${ids}people`} required>
          <PeopleSelect
            id={`${ids}people`}
            picked={value.userIds.map((id) => people.get(id) ?? { id, name: id, number: '', department: '' })}
            onPick={(picked) => onChange({ kind: 'people', userIds: picked.map((p) => p.id) }, picked)}
          />
        </Form.Item>
      )}
      {value.kind === 'role' && (
        <div className="wf-editor__pair">
          <Form.Item label={t('editor.assignee.role')} htmlFor={`${ids}role`} required>
            <Select
              id={`${ids}role`}
              value={value.role || undefined}
              options={roleOptions}
              onChange={(role: string) => onChange({ ...value, role })}
            />
          </Form.Item>
          <Form.Item label={t('editor.assignee.scope')}>
            <Radio.Group
              aria-label={t('editor.assignee.scope')}
              value={value.scope}
              onChange={(event) => onChange({ ...value, scope: event.target.value as 'applicant' | 'site' })}
              options={[
                { value: 'applicant', label: t('editor.assignee.scopeApplicant') },
                { value: 'site', label: t('editor.assignee.scopeSite') },
              ]}
            />
          </Form.Item>
        </div>
      )}
      {value.kind === 'field' && (
        <Form.Item label={t('editor.assignee.fieldName')} htmlFor={`${ids}field`} extra={t('editor.assignee.fieldHint')} required>
          <AutoComplete
            id={`${ids}field`}
            value={value.field}
            options={fields.map((field) => ({ value: field }))}
            onChange={(field: string) => onChange({ kind: 'field', field: field.trim() })}
          />
        </Form.Item>
      )}
      {value.kind === 'chosen' && (
        <Form.Item label={t('editor.assignee.chosenRole')} htmlFor={`${ids}chosen`} extra={t('editor.assignee.chosenHint')}>
          <Select
            id={`${ids}chosen`}
            allowClear
            placeholder={t('editor.assignee.anyone')}
            value={value.role || undefined}
            options={roleOptions}
            onChange={(role: string | undefined) => onChange(role ? { kind: 'chosen', role } : { kind: 'chosen' })}
          />
        </Form.Item>
      )}
    </>
  );
}
