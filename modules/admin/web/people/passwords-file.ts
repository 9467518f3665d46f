/** One line of an import's one-time passwords. */
export interface TOneTimePassword {
  row: number;
  username: string;
  password: string;
}

const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** The passwords as CSV that Excel opens in Chinese correctly (UTF-8 with a byte-order mark). */
export function passwordsCsv(header: [string, string, string], rows: TOneTimePassword[]): string {
  const lines = [header, ...rows.map((r) => [r.row, r.username, r.password])].map((line) => line.map(cell).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** Saves the text as a file on the administrator's computer: the passwords are shown only once. */
export function saveTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
