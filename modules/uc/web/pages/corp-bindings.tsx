import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { corpUnbind, myCorpBindings } from '@quad/contracts/corp-calls';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { confirm } from '@quad/platform/shell/dialogs';

/**
 * The personal centre's 消息应用绑定 section: the messaging-app account bound to me on this site
 * (bound by an administrator's import or by my own first sign-in) and the way to unbind it. Nothing
 * when there is none; after unbinding, the next sign-in from the app asks to bind again.
 */
export function CorpBindingsSection() {
  const { t } = useTranslation('uc');
  const bindings = useQuery(callQuery(myCorpBindings, {}));
  const unbind = useCallMutation(corpUnbind, { invalidates: [myCorpBindings], loading: true });
  const list = bindings.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="q-card uc-menu" aria-labelledby="uc-bindings-title">
      <h2 id="uc-bindings-title" className="uc-row">
        {t('bindings.title')}
      </h2>
      {list.map((b) => (
        <div key={b.corpUserId} className="uc-row">
          <span>
            {t(`bindings.kind.${b.kind}`, { defaultValue: b.kind })}：{b.corpUserId}
          </span>
          <Button
            size="small"
            color="danger"
            fill="outline"
            disabled={unbind.isPending}
            onClick={() =>
              void confirm(t('bindings.confirm')).then((yes) => {
                if (yes) unbind.mutate({ corpUserId: b.corpUserId });
              })
            }
          >
            {t('bindings.unbind')}
          </Button>
        </div>
      ))}
    </section>
  );
}
