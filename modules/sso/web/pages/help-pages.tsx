import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useFaq, useFaqs, useHelp } from '../calls/help';
import { ssoLoginHref } from './sso-start';
import '../sso.css';

/** A help page over one query: loading, failed (with a retry), else `children` with the answer. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <LoadingView />;
  return <main className="q-page">{children(query.data)}</main>;
}

/** `publicsso/helpIndex`: the way into the help centre's three parts. */
export function HelpIndexPage() {
  const { t } = useTranslation('sso');
  const links: [string, string][] = [
    ['/publicsso/index', t('help.guide')],
    ['/publicsso/helpQt', t('help.faqs')],
    ['/publicsso/helpIndexmsg', t('help.contact')],
  ];
  return (
    <main className="q-page">
      <ul className="sso-links">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="sso-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `publicsso/index`: how to sign in with 统一身份认证, and the button that does it when the site has it on. */
export function HelpGuidePage() {
  const { t } = useTranslation('sso');
  return (
    <Loaded query={useHelp()}>
      {(help) => (
        <section className="q-card">
          <h1 className="q-card__title">{t('help.guide')}</h1>
          {help.guide ? <p className="sso-text">{help.guide}</p> : <EmptyView text={t('help.noGuide')} />}
          {help.signInEnabled && (
            <a className="sso-button" href={ssoLoginHref(null)}>
              {t('help.signIn')}
            </a>
          )}
          <Link to="/publicsso/helpQt" className="sso-link">
            {t('help.faqs')}
          </Link>
        </section>
      )}
    </Loaded>
  );
}

/** `publicsso/helpQt`: the questions, each opening its answer. */
export function HelpFaqsPage() {
  const { t } = useTranslation('sso');
  return (
    <Loaded query={useFaqs()}>
      {({ list }) =>
        list.length === 0 ? (
          <EmptyView text={t('help.noFaqs')} />
        ) : (
          <ul className="sso-links">
            {list.map((faq) => (
              <li key={faq.id}>
                <Link to={`/publicsso/helpdetail?id=${encodeURIComponent(faq.id)}`} className="sso-link">
                  {faq.question}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

/** `publicsso/helpdetail?id=`: one question and its answer. */
export function HelpFaqPage() {
  const { t } = useTranslation('sso');
  return (
    <RecordPage useRecord={useFaq} missingText={t('help.noFaq')}>
      {(faq) => (
        <section className="q-card">
          <h1 className="q-card__title">{faq.question}</h1>
          <p className="sso-text">{faq.answer}</p>
        </section>
      )}
    </RecordPage>
  );
}

/** `publicsso/helpIndexmsg` (联系我们): whom to ask, by phone or mail. */
export function HelpContactPage() {
  const { t } = useTranslation('sso');
  return (
    <Loaded query={useHelp()}>
      {({ contact }) =>
        !contact.text && !contact.phone && !contact.email ? (
          <EmptyView text={t('help.noContact')} />
        ) : (
          <section className="q-card">
            <h1 className="q-card__title">{t('help.contact')}</h1>
            {contact.text && <p className="sso-text">{contact.text}</p>}
            {contact.phone && (
              <p className="sso-text">
                {t('help.phone')}：<a href={`tel:${contact.phone}`}>{contact.phone}</a>
              </p>
            )}
            {contact.email && (
              <p className="sso-text">
                {t('help.email')}：<a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
          </section>
        )
      }
    </Loaded>
  );
}
