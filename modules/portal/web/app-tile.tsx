import { Link } from '@quad/platform/shell/router';
import { entryPage, type TWebModule } from '@quad/platform/shell/area';
import { currentLang } from '@quad/platform/shell/i18n';
import { AppIcon } from '@quad/platform/ui/app-icon';

export function AppTile({ app, index }: { app: TWebModule; index: number }) {
  const name = app.manifest.name[currentLang()];
  return (
    <Link to={`/${entryPage(app.manifest)}`} className="q-apps__tile">
      <AppIcon icon={app.icon} name={app.manifest.icon} label={name} index={index} />
      <span className="q-apps__name">{name}</span>
    </Link>
  );
}
