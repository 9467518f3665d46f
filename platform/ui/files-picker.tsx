import { useRef, useState } from 'react';
import { uploadPicked } from '../shell/upload';
import { HiddenFileInput } from './hidden-file-input';
import { UploadProgress } from './upload-progress';
import './files-picker.css';

export interface TPickedFile {
  file: string;
  name: string;
}

/**
 * Files attached to a phone form (a declaration's attachments, a correction's proof): each uploaded as
 * it is picked (`uploadPicked`, with its progress), listed by name, removable before the form is sent.
 * The words are the area's: the list's name, the add button, and each file's remove button.
 */
export function FilesPicker({
  value,
  onChange,
  accept,
  max,
  words,
}: {
  value: TPickedFile[];
  onChange: (files: TPickedFile[]) => void;
  /** What the upload call takes (the server checks the content again). */
  accept: string;
  max: number;
  words: { list: string; add: string; remove: (name: string) => string };
}) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const done = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (done) onChange([...value, { file: done.file, name: done.name }]);
  };
  return (
    <>
      {value.length > 0 && (
        <ul className="q-files" aria-label={words.list}>
          {value.map((picked) => (
            <li key={picked.file} className="q-files__file">
              {picked.name}
              <button type="button" className="q-text-button" aria-label={words.remove(picked.name)} onClick={() => onChange(value.filter((f) => f.file !== picked.file))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <button type="button" className="q-text-button" onClick={() => input.current?.click()} disabled={percent !== undefined}>
          {words.add}
        </button>
      )}
      <HiddenFileInput ref={input} accept={accept} label={words.add} onFile={(file) => void add(file)} />
      <UploadProgress percent={percent} />
    </>
  );
}
