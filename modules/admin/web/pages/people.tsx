import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@quad/platform/shell/use-session';
import { useDepartments } from '../calls/list-departments';
import { useUsers } from '../calls/list-users';
import { SecretModal, type TSecret } from '../console/secret-modal';
import { DeptPanel } from '../people/dept-panel';
import { newUserDraft, UserDrawer, type TUserDraft } from '../people/user-drawer';
import { UserRolesModal } from '../people/user-roles-modal';
import { ImportModal } from '../people/import-modal';
import { UserTable, type TPeopleFilter } from '../people/user-table';

/** 人员管理: departments and classes on the left, the people of the picked one on the right. */
export default function PeopleScreen() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const departments = useDepartments();
  const items = departments.data?.list ?? [];
  const [filter, setFilter] = useState<TPeopleFilter>({ page: 1, size: 20 });
  const [draft, setDraft] = useState<TUserDraft>(null);
  const [rolesOf, setRolesOf] = useState('');
  const [secret, setSecret] = useState<TSecret | null>(null);
  const [importing, setImporting] = useState(false);
  const dept = items.find((d) => d.id === filter.dept_id);
  // The same query as the table's: the roles dialog shows a grant or revoke as soon as the list is refreshed.
  const users = useUsers(filter);
  const showPassword = (title: string, account: string, password: string) =>
    setSecret({ title, password, details: <p>{t('secret.account', { account })}</p> });

  return (
    <div className="adm-split">
      <DeptPanel selected={filter.dept_id ?? ''} onSelect={(id) => setFilter({ ...filter, dept_id: id || undefined, page: 1 })} />
      <UserTable
        filter={filter}
        onFilter={setFilter}
        departments={items}
        onCreate={() => setDraft(newUserDraft(dept))}
        onImport={() => setImporting(true)}
        onEdit={setDraft}
        onRoles={session.allowed('admin', 'roles') ? (u) => setRolesOf(u.uid) : undefined}
        onPassword={(u, password) => showPassword(t('secret.resetTitle', { name: u.realname }), u.username, password)}
      />
      <UserDrawer
        draft={draft}
        departments={items}
        onClose={() => setDraft(null)}
        onCreated={(username, password) => showPassword(t('secret.createdTitle'), username, password)}
      />
      <UserRolesModal user={users.data?.list.find((u) => u.uid === rolesOf)} departments={items} onClose={() => setRolesOf('')} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
