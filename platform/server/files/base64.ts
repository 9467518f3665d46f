const DATA_URL_HEAD = /^data:[^,]*,/i;

/**
 * The bytes of plain base64 or of a `data:…;base64,` URL, or undefined when it is not valid base64
 * (Node's own decoder silently skips bad characters, so the text is checked first). Forgiving where
 * clients commonly slip: line breaks are ignored, the URL-safe alphabet is read, padding may be
 * missing, and a `+` that a form body turned into a space is read back as `+`.
 */
export function decodeBase64(text: string): Buffer | undefined {
  let body = text.trim();
  const head = DATA_URL_HEAD.exec(body);
  if (head) {
    // A data URL without `;base64` holds percent-encoded text (an SVG, HTML), not an upload.
    if (!/;base64,$/i.test(head[0])) return undefined;
    body = body.slice(head[0].length);
  }
  body = body.replace(/[\r\n\t]/g, '').replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const unpadded = body.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(unpadded) || unpadded.length % 4 === 1) return undefined;
  if (unpadded.length !== body.length && body.length % 4 !== 0) return undefined;
  return Buffer.from(unpadded, 'base64');
}
