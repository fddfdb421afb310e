/**
 * A strict RFC 4180 reader: CR LF between records, a field quoted only as a whole, a quote in a
 * quoted field doubled. It throws on anything else, so a field the writer got wrong fails loudly.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let state: 'start' | 'plain' | 'quoted' | 'closed' = 'start';
  const endField = () => {
    record.push(field);
    field = '';
    state = 'start';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (state === 'quoted') {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else state = 'closed';
    } else if (character === ',') endField();
    else if (character === '\r' && text[index + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      index += 1;
    } else if (state === 'closed') throw new Error(`text after a closing quote at ${index}`);
    else if (character === '"') {
      if (state === 'plain') throw new Error(`a quote inside an unquoted field at ${index}`);
      state = 'quoted';
    } else if (character === '\r' || character === '\n') throw new Error(`a bare line break at ${index}`);
    else {
      field += character;
      state = 'plain';
    }
  }
  if (state !== 'start' || field !== '' || record.length > 0) throw new Error('an unterminated record');
  return records;
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/**
 * A string cell's text as exceljs reads it back: its reader decodes the XML entities of a `str`
 * cell once more after the XML parser has (`&amp;lt;` in the file becomes `<`, where Excel shows
 * `&lt;`). The file itself is right; the comparison allows for the reader.
 */
export const asExceljsReadsIt = (text: string) =>
  text.replace(/&([a-z]*);/g, (entity, name: string) => NAMED_ENTITIES[name] ?? entity);

/** OWASP's formula characters: no cell of an export may start with one. */
export const FORMULA_START = /^[=+\-@\t\r]/;
