import { useTranslation } from 'react-i18next';

/** A record's files (a notice's, an article's): each a link that opens or downloads it, named as uploaded. */
export function AttachmentList({ files }: { files: { file: string; url: string; name: string }[] }) {
  const { t } = useTranslation('shell');
  if (files.length === 0) return null;
  return (
    <ul className="q-attachment-list" aria-label={t('attachments')}>
      {files.map((f) => (
        <li key={f.file}>
          <a href={f.url} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">📎 </span>
            {f.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
