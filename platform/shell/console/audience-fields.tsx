import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import type { TAudienceChoices } from '@quad/contracts/records';
import { CONSOLE_NS } from './console-strings';
import { QueryError } from './query-states';

const options = (list: { id: string; name: string }[] = []) => list.map((n) => ({ value: n.id, label: n.name }));

/**
 * Who a record is for besides "everyone" (a notice, an event, a vote), as fields of the caller's antd
 * form: departments, classes and roles picked from the site's (`choices`, each area's call), named
 * people typed by account or number. The form names them as `audiencePicks` does.
 */
export function AudienceFields({ choices }: { choices: UseQueryResult<TAudienceChoices> }) {
  const { t } = useTranslation(CONSOLE_NS);
  const pick = (name: 'departments' | 'classes' | 'roles') => (
    <Form.Item name={name} label={t(`audience.${name}`)}>
      <Select
        mode="multiple"
        allowClear
        optionFilterProp="label"
        loading={choices.isPending}
        options={options(choices.data?.[name])}
        aria-label={t(`audience.${name}`)}
      />
    </Form.Item>
  );
  return (
    <>
      {choices.isError && <QueryError error={choices.error} onRetry={() => void choices.refetch()} />}
      {pick('departments')}
      {pick('classes')}
      {pick('roles')}
      <Form.Item name="people" label={t('audience.people')} extra={t('audience.peopleHint')}>
        <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} aria-label={t('audience.people')} />
      </Form.Item>
    </>
  );
}

/** The audience as a form holds it: everyone, or the picks of the fields above. */
export interface TAudienceForm {
  all: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  people: string[];
}

/** Everyone, as a new record starts. */
export const EVERYONE: TAudienceForm = { all: true, departments: [], classes: [], roles: [], people: [] };

/** The audience of a record (or of the form) as the form and the save call hold it: everyone drops the picks. */
export const audienceOf = (a: TAudienceForm): TAudienceForm =>
  a.all ? EVERYONE : { all: false, departments: a.departments, classes: a.classes, roles: a.roles, people: a.people };
