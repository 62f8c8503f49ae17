/**
 * A workbook read back as a spreadsheet program reads it: each sheet's cells by row and column
 * (ECMA-376 Part 1, §18.3.1.4 `c`: `t="s"` a shared string's index, no `t` a number), so a
 * test sees what a client's Excel shows, not the rows handed to the writer.
 */
import { strFromU8, unzipSync } from 'fflate';

export type ReadCell = string | number | null;

/** Each sheet's rows by its tab name, in tab order; an absent cell is null. */
export function readWorkbook(bytes: Uint8Array): Map<string, ReadCell[][]> {
  const parts = unzipSync(bytes);
  const text = (name: string) => strFromU8(parts[name]!);
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((match) =>
    [...match[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => unescapeXml(t[1]!)).join(''),
  );
  const targets = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/Id="([^"]+)"[^>]*Target="([^"]+)"/g)].map(
      (match) => [match[1]!, `xl/${match[2]!}`],
    ),
  );
  const sheets = new Map<string, ReadCell[][]>();
  for (const sheet of text('xl/workbook.xml').matchAll(/<sheet ([^>]*)\/>/g)) {
    const name = unescapeXml(/name="([^"]*)"/.exec(sheet[1]!)![1]!);
    const id = /r:id="([^"]*)"/.exec(sheet[1]!)![1]!;
    sheets.set(name, readSheet(text(targets.get(id)!), strings));
  }
  return sheets;
}

function readSheet(xml: string, strings: readonly string[]): ReadCell[][] {
  const rows: ReadCell[][] = [];
  for (const row of xml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells: ReadCell[] = [];
    for (const cell of row[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(?:<v>(.*?)<\/v>)?<\/c>/g)) {
      const column = columnIndex(cell[1]!);
      while (cells.length < column) cells.push(null);
      const value = cell[3];
      cells.push(
        value === undefined
          ? null
          : /t="s"/.test(cell[2]!)
            ? strings[Number(value)]!
            : Number(value),
      );
    }
    rows[Number(row[1]) - 1] = cells;
  }
  return Array.from(rows, (cells) => cells ?? []);
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) =>
    name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : name === 'apos' ? "'" : '&',
  );
}
