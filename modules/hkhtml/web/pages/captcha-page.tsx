import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeReturnUrl } from '@quad/platform/shell/login-redirect';
import { useSearchParams } from '@quad/platform/shell/router';
import { SliderCaptcha } from '@quad/platform/ui/slider-captcha';
import '../hkhtml.css';

/** The query parameter a page that sent someone here reads its token from, once they come back. */
export const TOKEN_PARAM = 'captcha_token';

/**
 * `hkhtml/index`: the slider captcha on a page of its own. Opened with `?redirect=` (an address of this
 * site) it goes back there once passed, with the single-use token as `captcha_token`; opened plainly it
 * is a place to try the check, and offers another round.
 */
export function CaptchaPage() {
  const { t } = useTranslation('hkhtml');
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const [round, setRound] = useState(0);
  const [passed, setPassed] = useState(false);

  const onPass = (token: string) => {
    setPassed(true);
    if (!back) return;
    const url = new URL(safeReturnUrl(back, location.href), location.href);
    url.searchParams.set(TOKEN_PARAM, token);
    location.assign(url.href);
  };

  return (
    <main className="q-page hkhtml-page">
      <h1 className="hkhtml-page__title">{t('heading')}</h1>
      <p className="hkhtml-page__intro">{t('intro')}</p>
      <SliderCaptcha key={round} onPass={onPass} />
      {passed && back && <p className="hkhtml-page__intro">{t('returning')}</p>}
      {passed && !back && (
        <button
          type="button"
          className="hkhtml-page__again"
          onClick={() => {
            setPassed(false);
            setRound((r) => r + 1);
          }}
        >
          {t('again')}
        </button>
      )}
    </main>
  );
}
