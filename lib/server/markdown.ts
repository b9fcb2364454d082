// Article bodies are Markdown written by operators; they are rendered here, on the server, and then
// passed through a strict allow-list so that no script, style, frame or event handler reaches a page.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const EXTERNAL_LINK = /^https?:\/\//i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'loading'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: EXTERNAL_LINK.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer nofollow' } : withoutRel(attribs),
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
  },
  // Images only from https addresses: no data:, no plain http, no relative paths guessed from the text.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

function withoutRel(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const rest = { ...attribs };
  delete rest.rel;
  return rest;
}

/** Sanitised HTML for untrusted HTML, using the article allow-list. */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, options);

/** Markdown → safe HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false, gfm: true })).trim();
}
