/** What an `accept` attribute allows, named for people, and whether a dropped file fits it. */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The names people know file types by. */
const NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  [DOCX]: 'DOCX',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
  '.png': 'PNG',
  '.webp': 'WebP',
  '.pdf': 'PDF',
  '.docx': 'DOCX',
  '.mp4': 'MP4',
  '.webm': 'WebM',
};

/** The type a name's extension stands for, when the browser gave none (Word files often). */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: DOCX,
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
};

const tokensOf = (accept: string) =>
  accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');

/** "JPEG", "PNG", "WebP": each type the attribute names once, in its order. */
export function acceptedTypeNames(accept: string): string[] {
  const names = tokensOf(accept).map(
    (token) => NAMES[token] ?? token.replace(/^\./, '').replace(/\/\*$/, '').toUpperCase(),
  );
  return [...new Set(names)];
}

/** Whether `file` is of a type `accept` names (by its type, else by its name's extension). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const tokens = tokensOf(accept);
  if (tokens.length === 0) return true;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type !== '' ? file.type.toLowerCase() : (TYPE_OF_EXTENSION[extension] ?? '');
  return tokens.some((token) => {
    if (token.startsWith('.')) return extension === token.slice(1);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** "JPEG, PNG or WebP" in the reader's language. */
export function formatDisjunction(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'disjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
