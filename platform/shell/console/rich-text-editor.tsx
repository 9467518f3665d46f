import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { isLinkAddress } from '@quad/contracts/rich-text';
import { uploadPicked } from '../upload';
import { CONSOLE_NS } from './console-strings';
import { HiddenFileInput } from '../../ui/hidden-file-input';
import { RICH_TEXT_EXTENSIONS } from './rich-text-schema';
import './rich-text-editor.css';

type TCommand = { key: string; label: string; run: (editor: Editor) => void };

const COMMANDS: TCommand[] = [
  { key: 'bold', label: 'B', run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: 'U', run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'heading', label: 'H', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'paragraph', label: '¶', run: (e) => e.chain().focus().setParagraph().run() },
  { key: 'bullets', label: '•', run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numbers', label: '1.', run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', label: '❝', run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'clear', label: '⌫', run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
];

/** The editor's HTML, '' for an empty body (so a required body is still missing). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The console's rich-text editor (TipTap), usable as an antd form control (`value` is HTML). The
 * server sanitises what is saved all the same; this makes writing pleasant and what the writer sees
 * what readers get. It loads only with the console chunks that import it.
 */
export function RichTextEditor({ value = '', onChange, label }: { value?: string; onChange?: (html: string) => void; label: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const shown = useRef(value);
  const picker = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [percent, setPercent] = useState<number>();

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps: { attributes: { class: 'q-rte__area', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: changed }) => {
      shown.current = htmlOf(changed);
      onChange?.(shown.current);
    },
  });

  // Only a value from outside (a loaded article, a reset) replaces the text: typing must keep the caret.
  useEffect(() => {
    if (editor && value !== shown.current) {
      editor.commands.setContent(value, { emitUpdate: false });
      shown.current = value;
    }
  }, [editor, value]);

  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const stored = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (stored) editor?.chain().focus().setImage({ src: stored.url }).run();
  };

  return (
    <div className="q-rte">
      <Space size={2} wrap className="q-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.key} title={t(`editor.${c.key}`)}>
            <Button size="small" type="text" aria-label={t(`editor.${c.key}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => editor && c.run(editor)}>
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
      <EditorContent editor={editor} />
      <HiddenFileInput ref={picker} accept="image/*" label={t('editor.picture')} onFile={(file) => void insertPicture(file)} />
      <Modal
        open={linking}
        title={t('editor.link')}
        okText={t('editor.insert')}
        cancelText={t('cancel')}
        onCancel={() => setLinking(false)}
        onOk={() => {
          setLinking(false);
          if (isLinkAddress(href)) editor?.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
        }}
        destroyOnHidden
      >
        <Input value={href} onChange={(e) => setHref(e.target.value)} aria-label={t('editor.linkAddress')} placeholder="https://" />
      </Modal>
    </div>
  );
}
