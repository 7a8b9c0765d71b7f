import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FileStorage } from '../../modules/files/storage.js';
import type { DB } from '../schema.js';
import { DEMO_VIDEO_MP4_BASE64 } from './demo-video.js';

/**
 * Real bytes for the demo world's files (the rows of files.ts), so that the links of the demo
 * accounts' profiles download: pictures drawn with sharp, PDFs written by hand with the owner's
 * name and experience as text. Done for every demo file after the rows are in (so that no photo a
 * list shows fails to load); each row's size and SHA-256 are set to the bytes'.
 * Every video is the same short clip (demo-video.ts): there is no encoder at run time.
 */

/** A colour from a file id, so that the same seed draws the same pictures. */
function hue(id: string, salt = 0): number {
  return (parseInt(id.replace(/-/g, '').slice(salt * 4, salt * 4 + 4), 16) || 0) % 360;
}

function pictureSvg(
  kind: 'photo' | 'wide' | 'logo' | 'signature',
  id: string,
): { svg: string; width: number; height: number } {
  const a = hue(id);
  const b = (a + 40 + (hue(id, 1) % 80)) % 360;
  if (kind === 'photo') {
    return {
      width: 400,
      height: 400,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="hsl(${a},45%,78%)"/><stop offset="1" stop-color="hsl(${b},45%,62%)"/>
        </linearGradient></defs>
        <rect width="400" height="400" fill="url(#g)"/>
        <circle cx="200" cy="160" r="78" fill="hsl(${(a + 20) % 360},25%,35%)"/>
        <path d="M60 400 C70 290 140 250 200 250 C260 250 330 290 340 400 Z" fill="hsl(${(b + 180) % 360},30%,30%)"/>
      </svg>`,
    };
  }
  if (kind === 'wide') {
    return {
      width: 1200,
      height: 400,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="hsl(${a},50%,40%)"/><stop offset="1" stop-color="hsl(${b},55%,65%)"/>
        </linearGradient></defs>
        <rect width="1200" height="400" fill="url(#g)"/>
        <circle cx="${200 + (hue(id, 2) % 700)}" cy="120" r="180" fill="white" fill-opacity="0.12"/>
        <circle cx="${500 + (hue(id, 3) % 600)}" cy="330" r="240" fill="white" fill-opacity="0.08"/>
      </svg>`,
    };
  }
  if (kind === 'logo') {
    return {
      width: 256,
      height: 256,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
        <rect x="8" y="8" width="240" height="240" rx="48" fill="hsl(${a},55%,42%)"/>
        <path d="M64 176 L128 64 L192 176 Z" fill="white" fill-opacity="0.9"/>
        <circle cx="128" cy="150" r="22" fill="hsl(${b},60%,55%)"/>
      </svg>`,
    };
  }
  return {
    width: 480,
    height: 160,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
      <rect width="480" height="160" fill="white"/>
      <path d="M30 110 C70 20 110 150 150 80 S230 40 260 100 S340 140 380 60 S440 90 455 70"
        fill="none" stroke="hsl(225,60%,25%)" stroke-width="5" stroke-linecap="round"/>
    </svg>`,
  };
}

async function picture(contentType: string, filename: string, id: string): Promise<Buffer> {
  const lower = filename.toLowerCase();
  const kind = lower.includes('logo')
    ? 'logo'
    : lower.includes('signature')
      ? 'signature'
      : lower.includes('background') || lower.includes('cover') || lower.includes('volunteering')
        ? 'wide'
        : 'photo';
  const drawn = pictureSvg(kind, id);
  const image = sharp(Buffer.from(drawn.svg));
  return contentType === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** Text Helvetica can show (WinAnsi): other scripts are left out rather than shown as boxes. */
const isLatin = (text: string) => /^[\x20-\x7e\u00a0-\u00ff]*$/.test(text);

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** One A4 page of text: a title in bold, then lines (a line starting with `# ` is a heading). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const ops: string[] = [`BT /F2 20 Tf 56 780 Td ${pdfString(title)} Tj ET`];
  let y = 748;
  for (const raw of lines) {
    const heading = raw.startsWith('# ');
    const text = heading ? raw.slice(2) : raw;
    for (const part of heading ? [text] : wrap(text, 92)) {
      if (y < 60) break;
      if (heading) y -= 8;
      ops.push(`BT /${heading ? 'F2 13' : 'F1 10.5'} Tf 56 ${y} Td ${pdfString(part)} Tj ET`);
      y -= heading ? 18 : 14;
    }
  }
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`6 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'));
  push(content);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 7\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** "Salim_Al_Harthy_CV.pdf" → "Salim Al Harthy": the owner's name in Latin letters. */
const nameFromFilename = (filename: string) =>
  filename
    .replace(/\.[^.]*$/, '')
    .replace(/_CV$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();

interface Owner {
  fullName: string;
  title: string | null;
  email: string;
  aboutMe: string | null;
  experiences: {
    jobTitle: string;
    companyName: string;
    dateFrom: string;
    dateTo: string | null;
    jobDescription: string | null;
  }[];
  educations: string[];
}

async function ownerOf(db: Kysely<DB>, userId: string): Promise<Owner> {
  const profile = await db
    .selectFrom('profiles')
    .select(['fullName', 'title', 'email', 'aboutMe'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const experiences = await db
    .selectFrom('experiences')
    .select(['jobTitle', 'companyName', 'dateFrom', 'dateTo', 'jobDescription'])
    .where('userId', '=', userId)
    .orderBy('dateFrom', 'desc')
    .limit(6)
    .execute();
  const educations = await db
    .selectFrom('educations')
    .select(['degreeTitle', 'universityName', 'endDate'])
    .where('userId', '=', userId)
    .orderBy('startDate', 'desc')
    .limit(3)
    .execute();
  return {
    fullName: profile?.fullName ?? '',
    title: profile?.title ?? null,
    email: profile?.email ?? '',
    aboutMe: profile?.aboutMe ?? null,
    experiences: experiences.map((e) => ({
      ...e,
      dateFrom: String(e.dateFrom).slice(0, 7),
      dateTo: e.dateTo === null ? null : String(e.dateTo).slice(0, 7),
    })),
    educations: educations.map(
      (e) =>
        `${e.degreeTitle}, ${e.universityName}${e.endDate === null ? '' : ` (${String(e.endDate).slice(0, 4)})`}`,
    ),
  };
}

function resumePdf(owner: Owner, filename: string): Buffer {
  const name = isLatin(owner.fullName) && owner.fullName !== '' ? owner.fullName : nameFromFilename(filename);
  const lines: string[] = [];
  if (owner.title !== null && isLatin(owner.title)) lines.push(owner.title);
  if (isLatin(owner.email)) lines.push(owner.email);
  if (owner.aboutMe !== null && isLatin(owner.aboutMe)) lines.push('# About', owner.aboutMe);
  const jobs = owner.experiences.filter((e) => isLatin(`${e.jobTitle}${e.companyName}`));
  if (jobs.length > 0) {
    lines.push('# Experience');
    for (const job of jobs) {
      lines.push(`${job.jobTitle}, ${job.companyName} (${job.dateFrom} to ${job.dateTo ?? 'now'})`);
      if (job.jobDescription !== null && isLatin(job.jobDescription))
        lines.push(job.jobDescription.slice(0, 400));
    }
  }
  const schools = owner.educations.filter((e) => e !== '' && isLatin(e));
  if (schools.length > 0) lines.push('# Education', ...schools);
  return simplePdf(name, lines);
}

function documentPdf(owner: Owner, filename: string): Buffer {
  const title = nameFromFilename(filename).replace(/\b\w/g, (c) => c.toUpperCase());
  const name = isLatin(owner.fullName) ? owner.fullName : '';
  return simplePdf(title, [
    ...(name === '' ? [] : [`Issued to ${name}`]),
    'A demo document of the Talent Sourcing demo data: its text is generated, not real.',
  ]);
}

let demoVideo: Buffer | undefined;

async function bytesFor(
  db: Kysely<DB>,
  file: { id: string; ownerId: string | null; filename: string; contentType: string },
  owners: Map<string, Owner>,
): Promise<Buffer | undefined> {
  if (file.contentType === 'image/jpeg' || file.contentType === 'image/png') {
    return picture(file.contentType, file.filename, file.id);
  }
  if (file.contentType === 'video/mp4') return (demoVideo ??= Buffer.from(DEMO_VIDEO_MP4_BASE64, 'base64'));
  if (file.contentType !== 'application/pdf') return undefined;
  let owner: Owner | undefined;
  if (file.ownerId !== null) {
    owner = owners.get(file.ownerId) ?? (await ownerOf(db, file.ownerId));
    owners.set(file.ownerId, owner);
  }
  const empty: Owner = {
    fullName: '',
    title: null,
    email: '',
    aboutMe: null,
    experiences: [],
    educations: [],
  };
  return /_CV\.pdf$/i.test(file.filename)
    ? resumePdf(owner ?? empty, file.filename)
    : documentPdf(owner ?? empty, file.filename);
}

/**
 * Writes the bytes of every demo file (pictures, PDFs, the one demo clip for each video) to storage, so
 * that each photo a list shows loads; answers how many it wrote.
 */
export async function writeDemoFileBytes(db: Kysely<DB>, storage: FileStorage): Promise<number> {
  const files = await db
    .selectFrom('files')
    .select(['id', 'ownerId', 'filename', 'contentType', 'storageKey'])
    .where('storageKey', 'like', 'demo/%')
    .orderBy('id')
    .execute();
  const owners = new Map<string, Owner>();
  let written = 0;
  for (const file of files) {
    const bytes = await bytesFor(db, file, owners);
    if (bytes === undefined) continue;
    await storage.put(file.storageKey, Readable.from([bytes]));
    await db
      .updateTable('files')
      .set({ sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
      .where('id', '=', file.id)
      .execute();
    written += 1;
  }
  return written;
}
