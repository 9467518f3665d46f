import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { isLinkAddress, isUploadedImage, RICH_TEXT_HEADINGS } from '@quad/contracts/rich-text';

/** Pictures are this site's uploads only: a pasted picture from anywhere else is left out, as the server would. */
const UploadedImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isUploadedImage(element.getAttribute('src') ?? '') ? null : false) }];
  },
}).configure({ inline: true });

/**
 * The document model holds exactly what the server's allowlist keeps (@quad/contracts/rich-text):
 * paragraphs, h3/h4, lists, quotes, line breaks, bold/italic/underline, links and uploaded pictures.
 * Whatever is pasted (Word, WeChat) is read into this model, so other tags, styles and classes
 * never reach the saved HTML, and Enter makes a paragraph.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADINGS] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: false,
      isAllowedUri: (url) => isLinkAddress(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  UploadedImage,
];
