import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { deflateRawSync, constants as zlib } from 'node:zlib';

/**
 * The three hostile uploads of docs/security.md ("Reading uploaded files"), made at test time (none
 * is committed): a zip bomb whose headers lie about its sizes, a CSV field of a million escaped
 * quotes, and a CSV row of a million columns.
 */

/** Writes `parts` (made lazily, so a 39 MB file never sits in memory whole) to `path`. */
async function writeParts(path: string, parts: Iterable<Buffer | string>): Promise<void> {
  const out = createWriteStream(path);
  for (const part of parts) if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', resolve));
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

/** `""` repeated to `bytes`: one quoted CSV field that unescapes to half as many quotes. */
export async function quotesCsv(path: string, bytes = 39 * 1024 * 1024): Promise<void> {
  const chunk = '""'.repeat(512 * 1024);
  function* parts() {
    yield 'code,name,price\n1,"';
    for (let n = 0; n < bytes; n += chunk.length) yield chunk;
    yield '",100\n';
  }
  await writeParts(path, parts());
}

/** One line of `columns` columns (`a,a,…`, 2 bytes each). */
export async function columnsCsv(path: string, columns = 1_000_000): Promise<void> {
  const chunk = 'a,'.repeat(64 * 1024);
  function* parts() {
    for (let n = 0; n < columns; n += 64 * 1024) yield chunk;
    yield 'a\n';
  }
  await writeParts(path, parts());
}

/** A zip entry, stored deflated, whose headers claim `claimed` bytes unzipped. */
interface Entry {
  name: string;
  data: Buffer;
  claimed: number;
}

function zip(entries: Entry[]): Buffer[] {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, claimed } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(fileName.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(claimed, 24);
    dir.writeUInt16LE(fileName.length, 28);
    dir.writeUInt32LE(offset, 42);
    out.push(local, fileName, data);
    central.push(dir, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...out, ...central, end];
}

const deflate = (text: string | Buffer, last = false) =>
  deflateRawSync(text, { finishFlush: last ? zlib.Z_FINISH : zlib.Z_FULL_FLUSH, level: 9 });

export interface BombOptions {
  /** Bytes the bomb unzips to, about. */
  inflated?: number;
  /** Random bytes stored first (they do not compress), to make the file weigh more. */
  pad?: number;
  /** Where the bulk goes: blank space in the sheet's data, or one shared string of `a`s. */
  into?: 'sheet' | 'string';
}

/**
 * An xlsx of one sheet that unzips to about `inflated` bytes while every header claims 900 bytes:
 * each 1 MB of filler deflates, dictionary reset, to the same ~1 KB, so the bomb is that block
 * repeated.
 */
export async function zipBomb(path: string, { inflated = 1536 * 1024 * 1024, pad = 0, into = 'sheet' }: BombOptions = {}): Promise<void> {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const small = (name: string, text: string): Entry => ({ name, data: deflate(xml + text, true), claimed: 900 });
  const filler = deflate(Buffer.alloc(1024 * 1024, into === 'sheet' ? 0x20 : 0x61));
  const bomb = (before: string, after: string) =>
    Buffer.concat([
      deflate(xml + before),
      ...Array.from({ length: Math.ceil(inflated / (1024 * 1024)) }, () => filler),
      deflate(after, true),
    ]);
  const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c></row>';
  const entries: Entry[] = [
    small(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    small('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`),
    small(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    small(
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="list" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  ];
  if (pad > 0) entries.unshift({ name: 'xl/media/pad.bin', data: deflate(randomBytes(pad), true), claimed: 900 });
  if (into === 'sheet')
    entries.push({
      name: 'xl/worksheets/sheet1.xml',
      data: bomb(`<worksheet xmlns="${main}"><sheetData>${header}`, '</sheetData></worksheet>'),
      claimed: 900,
    });
  else
    entries.push(
      {
        name: 'xl/sharedStrings.xml',
        data: bomb(`<sst xmlns="${main}" count="1" uniqueCount="1"><si><t>`, '</t></si></sst>'),
        claimed: 900,
      },
      small(
        'xl/worksheets/sheet1.xml',
        `<worksheet xmlns="${main}"><sheetData>${header}<row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>`,
      ),
    );
  await writeParts(path, zip(entries));
}
