import { fc, test } from '@fast-check/vitest';
import { Window } from 'happy-dom';
import { describe, expect } from 'vitest';
import type { CallTable } from '../../../contract/calls';
import { calls } from '../../../contract/calls';
import { escapeHtml, jsString } from '../../../contract/html-escape';
import { reportPath } from '../../../server/abuse/report-link';
import { reportFormPage, reportThanksPage } from '../../../server/abuse/report-page';
import { docsPage } from '../../../server/code-api/docs';
import { storableText } from '../../support/hostile-text';

/** Marks where stored text starts and ends in a page; no page or catalogue writes these characters. */
const OPEN = '\ue000';
const CLOSE = '\ue001';
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#96;': '`',
};
const ENTITY = /&(?:amp|lt|gt|quot|#39|#96);/g;

const unmarkedText = storableText.filter((text) => !text.includes(OPEN) && !text.includes(CLOSE));
const marked = (text: string) => `${OPEN}${text}${CLOSE}`;

/**
 * Each copy of the marked text in the page: none may hold a character that ends HTML text or an
 * attribute, an `&` may only start one of the escaper's entities, and undone they give the text.
 */
function expectEscapedCopies(page: string, text: string, copies: number) {
  const found = [...page.matchAll(/\ue000([^\ue001]*)\ue001/g)].map((match) => match[1] as string);
  expect(found).toHaveLength(copies);
  for (const copy of found) {
    expect(copy).not.toMatch(/[<>"'`]/);
    expect(copy.replace(ENTITY, '')).not.toContain('&');
    expect(copy.replace(ENTITY, (entity) => ENTITIES[entity] as string)).toBe(text);
  }
}

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

/** The elements of a page and the names of their attributes: stored text must add none. */
function shapeOf(html: string): string[] {
  return [...parse(html).querySelectorAll('*')].map(
    (element) => `${element.tagName}[${element.getAttributeNames().sort().join(' ')}]`,
  );
}

/** Parsing pages is slow: the properties that parse run fewer times than the string checks. */
const PARSED_RUNS = { numRuns: 25 };

describe('the abuse report pages', () => {
  const plain = { name: 'Poster', fileName: 'abc123' };
  type Fields = { name?: string; fileName?: string; message?: string; contact?: string };
  const formWith = (fields: Fields) =>
    reportFormPage(
      'en-US',
      { ...plain, ...fields },
      { category: '1', message: fields.message ?? '', contact: fields.contact ?? '' },
      { message: 'too long' },
    ).body;
  const plainForm = shapeOf(formWith({}));
  const plainThanks = shapeOf(reportThanksPage('zh-CN', plain).body);

  test.prop([unmarkedText, unmarkedText, unmarkedText, unmarkedText])(
    'write a code’s name and what the visitor entered as escaped text only',
    (name, fileName, message, contact) => {
      expectEscapedCopies(formWith({ name: marked(name) }), name, 1);
      // The suffix's other copy, in the form's address, is URL-encoded.
      expectEscapedCopies(formWith({ fileName: marked(fileName) }), fileName, 1);
      expectEscapedCopies(formWith({ message: marked(message) }), message, 1);
      expectEscapedCopies(formWith({ contact: marked(contact) }), contact, 1);
    },
  );

  test.prop([unmarkedText, unmarkedText, unmarkedText, unmarkedText], PARSED_RUNS)(
    'keep their elements whatever the text, and give it back when parsed',
    (name, fileName, message, contact) => {
      const page = formWith({ name, fileName, message, contact });
      expect(shapeOf(page)).toEqual(plainForm);
      const document = parse(page);
      expect(document.querySelector('.code')?.textContent).toBe(`${name} · ${fileName}`);
      expect(document.querySelector('form')?.getAttribute('action')).toBe(reportPath(fileName));
      expect(document.querySelector('input#contact')?.getAttribute('value')).toBe(contact);
      expect(document.querySelector('textarea')?.textContent).toBe(message);
    },
  );

  test.prop([unmarkedText, unmarkedText])(
    'thank the visitor naming the code in escaped text',
    (name, fileName) => {
      expectEscapedCopies(reportThanksPage('zh-CN', { name: marked(name), fileName: 'x' }).body, name, 1);
      expectEscapedCopies(
        reportThanksPage('zh-CN', { name: 'x', fileName: marked(fileName) }).body,
        fileName,
        1,
      );
    },
  );

  test.prop([unmarkedText, unmarkedText], PARSED_RUNS)(
    'keep the thanks page’s elements whatever the name',
    (name, fileName) => {
      const page = reportThanksPage('zh-CN', { name, fileName }).body;
      expect(shapeOf(page)).toEqual(plainThanks);
      expect(parse(page).querySelector('.code')?.textContent).toBe(`${name} · ${fileName}`);
    },
  );
});

describe('the API reference page', () => {
  const [path, spec] = Object.entries(calls as CallTable)[0] as [string, CallTable[string]];
  const pageSaying = (summary: string) => docsPage({ [path]: { ...spec, summary } }, 'en-US');
  const plainShape = shapeOf(pageSaying('x'));

  test.prop([unmarkedText])('writes whatever a call’s summary says as escaped text', (summary) => {
    expectEscapedCopies(pageSaying(marked(summary)), summary, 1);
  });

  test.prop([unmarkedText], PARSED_RUNS)('keeps its elements whatever a summary says', (summary) => {
    expect(shapeOf(pageSaying(summary))).toEqual(plainShape);
  });
});

describe('the escapers every page uses', () => {
  test.prop([fc.oneof(storableText, fc.string({ unit: 'binary' }))])(
    'escapeHtml leaves nothing that ends text or a quoted attribute, and undoes exactly',
    (text) => {
      const escaped = escapeHtml(text);
      expect(escaped).not.toMatch(/[<>"'`]/);
      expect(escaped.replace(ENTITY, '')).not.toContain('&');
      expect(escaped.replace(ENTITY, (entity) => ENTITIES[entity] as string)).toBe(text);
    },
  );

  test.prop([fc.oneof(storableText, fc.string({ unit: 'binary' }))])(
    'jsString cannot end an inline script or a JavaScript string, and reads back as the text',
    (text) => {
      const literal = jsString(text);
      expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
      expect(literal.toLowerCase()).not.toContain('</script');
      expect(literal).not.toContain('<!--');
      expect(JSON.parse(literal)).toBe(text);
    },
  );
});
