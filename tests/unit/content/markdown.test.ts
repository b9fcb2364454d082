// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { renderMarkdown } from '@/lib/server/markdown';

describe('renderMarkdown', () => {
  it('keeps safe Markdown: headings, paragraphs, lists, emphasis, code, quotes and tables', () => {
    const html = renderMarkdown(
      [
        '## Key takeaways',
        'Some **bold**, _italic_ and `code`.',
        '- one\n- two',
        '1. first\n2. second',
        '> quoted',
        '```\nconst x = 1;\n```',
        '| a | b |\n|---|---|\n| 1 | 2 |',
      ].join('\n\n'),
    );
    for (const fragment of [
      '<h2>Key takeaways</h2>',
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<code>code</code>',
      '<ul>',
      '<ol>',
      '<li>one</li>',
      '<blockquote>',
      '<pre>',
      '<table>',
      '<td>2</td>',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('demotes h1 to h2: the page title is the only h1', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('removes script and style elements with their content', () => {
    const html = renderMarkdown('Hello\n\n<script>alert(1)</script>\n\n<style>body{display:none}</style>\n\nworld');
    expect(html).not.toMatch(/script|style|alert|display:none/i);
    expect(html).toContain('Hello');
    expect(html).toContain('world');
  });

  it('removes iframes, objects and forms', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form>text');
    expect(html).not.toMatch(/iframe|object|form|input|evil/i);
  });

  it('removes on* event handlers and style attributes', () => {
    const html = renderMarkdown(
      '<p onclick="steal()" style="color:red" onmouseover="x()">hi</p><img src="https://a.example/x.png" onerror="alert(1)" alt="x">',
    );
    expect(html).not.toMatch(/onclick|onmouseover|onerror|style=|steal|alert/i);
    expect(html).toContain('<p>hi</p>');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example/path)',
  ])('drops a dangerous link target: %s', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/href/i);
    expect(html).not.toMatch(/javascript|data:|vbscript|evil/i);
  });

  it('keeps http, https and relative links; external ones get rel="noopener noreferrer nofollow"', () => {
    const html = renderMarkdown('[a](https://example.com/x) [b](http://example.com) [c](/indian-stocks/abc) [d](#notes)');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow">a</a>');
    expect(html).toContain('<a href="http://example.com" rel="noopener noreferrer nofollow">b</a>');
    expect(html).toContain('<a href="/indian-stocks/abc">c</a>');
    expect(html).toContain('<a href="#notes">d</a>');
  });

  it('does not let an author set rel or target on a relative link', () => {
    expect(renderMarkdown('<a href="/x" rel="opener" target="_blank">x</a>')).toBe('<p><a href="/x">x</a></p>');
  });

  it('keeps https images with alt text (lazy) and drops http, data and relative images', () => {
    const html = renderMarkdown(
      '![Chart](https://cdn.example/chart.png) ![a](http://x.example/a.png) ![b](data:image/png;base64,AA) ![c](/local.png)',
    );
    expect(html).toContain('<img src="https://cdn.example/chart.png" alt="Chart" loading="lazy" />');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('escapes text that only looks like markup', () => {
    expect(renderMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
