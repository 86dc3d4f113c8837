// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToText, safeHref, sanitizeHtml, sanitizeWithoutDom } from './sanitize.ts';

// Each case holds for the browser's cleaning (a DOM) and the server's (none): pages rendered on
// the server show rich text as the browser would.
const SANITIZERS = [
  ['sanitizeHtml', sanitizeHtml],
  ['sanitizeWithoutDom', sanitizeWithoutDom],
] as const;

describe.each(SANITIZERS)('%s', (_, sanitizeHtml) => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">b')).toBe('b');
  });

  it('unwraps unknown tags to their text', () => {
    expect(sanitizeHtml('<p><span>a</span><font>b</font></p>')).toBe('<p>ab</p>');
  });

  it('renames equivalent tags', () => {
    expect(sanitizeHtml('<b>a</b><i>b</i><h1>c</h1><div>d</div>')).toBe('<strong>a</strong><em>b</em><h2>c</h2><p>d</p>');
  });

  it('keeps safe links and strips dangerous ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://habita.example/a">x</a>')).toBe(
      '<a href="https://habita.example/a" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="/faq">x</a>')).toBe('<a href="/faq">x</a>');
  });

  it('escapes text', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp; <p>&lt;script&gt;</p>')).toBe('1 &lt; 2 &amp; <p>&lt;script&gt;</p>');
  });
});

describe('sanitizeWithoutDom', () => {
  it('drops what a DOM would not show', () => {
    expect(sanitizeWithoutDom('<p>a<!-- note --></p><script>x</script')).toBe('<p>a</p>');
    expect(sanitizeWithoutDom('<p>a > b</p><a href="/faq" onclick="x()">f</a><br/>')).toBe('<p>a &gt; b</p><a href="/faq">f</a><br>');
    expect(sanitizeWithoutDom('<a href="java&#9;script:alert(1)">x</a><a href=\'/faq?a=1&amp;b="2"\'>y</a>')).toBe(
      '<a>x</a><a href="/faq?a=1&amp;b=%222%22">y</a>',
    );
  });
});

describe('safeHref', () => {
  it('admits web, mail and local addresses only', () => {
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('vbscript:x')).toBeUndefined();
  });
});

describe('links that browsers resolve off-site', () => {
  it.each([
    '/\\evil.test/x',
    '/\t/evil.test/x',
    '/\n/evil.test/x',
    '\t//evil.test/x',
    ' //evil.test/x',
    '/.//evil.test/x',
    '/%2e%2e//evil.test/x',
    '\\\\evil.test/x',
    'https:\\\\',
    'http://',
    'ftp://evil.test/x',
    'java\tscript:alert(1)',
    '#x" onclick="y',
    'mailto:a@b.c/../x',
  ])('drops %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
    expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeWithoutDom(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
  });

  it.each([
    ['/faq', '/faq'],
    ['/a/../faq?x=1#y', '/faq?x=1#y'],
    ['  /faq ', '/faq'],
    ['HTTPS://Habita.Example/a b', 'https://habita.example/a%20b'],
    ['https://habita.example', 'https://habita.example/'],
  ])('keeps %j as %j', (href, kept) => {
    expect(safeHref(href)).toBe(kept);
  });
});

describe('htmlToText', () => {
  it('reads the words', () => {
    expect(htmlToText('<p>Hello</p>\n<p>world &amp; all</p>')).toBe('Hello world & all');
  });
});
