import { useTranslation } from 'react-i18next';

/** The console screen, inside the console frame that `consolePage` brings. */
export default function ManageScreen() {
  const { t } = useTranslation('example');
  return <p>{t('manage')}</p>;
}
