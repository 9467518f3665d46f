import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { uploadPicked } from '../upload';
import { CONSOLE_NS } from './console-strings';
import './rich-text-editor.css';

type TCommand = { key: string; command: string; arg?: string; label: string };

/**
 * What the toolbar offers: exactly the markup the server's allowlist keeps (platform/rich-text.ts),
 * so what the writer sees is what readers get. The browser's editing commands do the work.
 */
const COMMANDS: TCommand[] = [
  { key: 'bold', command: 'bold', label: 'B' },
  { key: 'italic', command: 'italic', label: 'I' },
  { key: 'underline', command: 'underline', label: 'U' },
  { key: 'heading', command: 'formatBlock', arg: 'h3', label: 'H' },
  { key: 'paragraph', command: 'formatBlock', arg: 'p', label: '¶' },
  { key: 'bullets', command: 'insertUnorderedList', label: '•' },
  { key: 'numbers', command: 'insertOrderedList', label: '1.' },
  { key: 'quote', command: 'formatBlock', arg: 'blockquote', label: '❝' },
  { key: 'clear', command: 'removeFormat', label: '⌫' },
];

/**
 * The console's rich-text editor, usable as an antd form control (`value` is HTML): emphasis,
 * headings, lists, quotes, links and pictures uploaded to the site. The server sanitises what is
 * saved; this only makes writing pleasant.
 */
export function RichTextEditor({ value = '', onChange, label }: { value?: string; onChange?: (html: string) => void; label: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef<string | undefined>(undefined);
  const picker = useRef<HTMLInputElement>(null);
  const selection = useRef<Range | undefined>(undefined);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [percent, setPercent] = useState<number>();

  // Only a value from outside (a loaded article, a reset) replaces the text: typing must keep the caret.
  useEffect(() => {
    if (area.current && value !== shown.current) {
      area.current.innerHTML = value;
      shown.current = value;
    }
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    shown.current = html;
    onChange?.(html);
  };
  const keepSelection = () => {
    const range = window.getSelection()?.rangeCount ? window.getSelection()?.getRangeAt(0) : undefined;
    if (range && area.current?.contains(range.commonAncestorContainer)) selection.current = range;
  };
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    if (selection.current) {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(selection.current);
    }
    document.execCommand(command, false, arg);
    emit();
  };
  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const stored = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (stored) run('insertImage', stored.url);
  };

  return (
    <div className="q-rte">
      <Space size={2} wrap className="q-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.key} title={t(`editor.${c.key}`)}>
            <Button size="small" type="text" aria-label={t(`editor.${c.key}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command, c.arg)}>
              {c.label}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()} onClick={() => setLinking(true)}>
          {t('editor.link')}
        </Button>
        <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()} onClick={() => picker.current?.click()} loading={percent !== undefined}>
          {t('editor.picture')}
        </Button>
      </Space>
      {percent !== undefined && <Progress percent={Math.round(percent)} size="small" />}
      <div
        ref={area}
        className="q-rte__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        onKeyUp={keepSelection}
        onMouseUp={keepSelection}
      />
      <input
        ref={picker}
        type="file"
        accept="image/*"
        // antd's reset shows file inputs (display: block) whatever `hidden` says.
        style={{ display: 'none' }}
        aria-label={t('editor.picture')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void insertPicture(file);
        }}
      />
      <Modal
        open={linking}
        title={t('editor.link')}
        okText={t('editor.insert')}
        cancelText={t('cancel')}
        onCancel={() => setLinking(false)}
        onOk={() => {
          setLinking(false);
          if (/^https?:\/\/\S+$/i.test(href.trim())) run('createLink', href.trim());
        }}
        destroyOnHidden
      >
        <Input value={href} onChange={(e) => setHref(e.target.value)} aria-label={t('editor.linkAddress')} placeholder="https://" />
      </Modal>
    </div>
  );
}
