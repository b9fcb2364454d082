import Link from 'next/link';
import type { ReactNode } from 'react';

import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { MAX_QUERY_DEPTH, MAX_QUERY_LENGTH, QUERY_COLUMNS } from '@/lib/screenerQuery';
import { EXAMPLE_SCREENS, OPERATOR_EXAMPLES, QUERY_HINT_EXAMPLE, UNKNOWN_VALUE_EXAMPLE } from '@/lib/screenerQuery/examples';
import { breadcrumbLd } from '@/lib/seo';

const PATH = '/screener/help';
const DESCRIPTION = 'How to write a screener query for unlisted shares: columns, operators, text conditions and ten example screens.';

/** A table of the help page: its caption for screen readers, a header row, and the body given. */
function HelpTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {headers.map((header) => (
            <th key={header} scope="col" className="py-2 pr-4">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** A part of the help page, named by its h2 (whose id is the part's anchor: /screener/help#columns). */
function HelpSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const code = 'rounded bg-slate-100 px-1 font-mono text-sm text-brand-900';

export default function ScreenerHelpPage() {
  return (
    <>
      <Seo
        title="Screener query language"
        description={DESCRIPTION}
        canonicalPath={PATH}
        jsonLd={breadcrumbLd([
          ['Screener', '/screener'],
          ['Query language', PATH],
        ])}
      />
      <PageContainer measure="prose">
        <PageHeading description={DESCRIPTION}>Writing a screener query</PageHeading>
        <HelpSection id="language" title="The language" className="mt-8">
          <p className="mt-2 text-slate-700">
            A query is one or more conditions on the columns below, such as <code className={code}>{QUERY_HINT_EXAMPLE}</code>. Write a
            column by its name or one of its other names, in any case and without its unit (<code className={code}>price</code>, not{' '}
            <code className={code}>Price (₹)</code>). Numbers may have decimals and commas (<code className={code}>1,00,000.5</code>); text
            goes in double or single quotes. The box suggests what may come next as you type: arrow keys choose, Enter takes a suggestion,
            Escape closes the list. A query has at most {MAX_QUERY_LENGTH} characters and {MAX_QUERY_DEPTH} levels of brackets; a mistake is
            named with its line and column (
            <code className={code}>unknown column &apos;Revnue growth&apos; at 1:1 — did you mean &apos;Revenue growth&apos;?</code>). A
            text compared with <code className={code}>=</code> that no company has is refused with the nearest ones companies do have (
            <code className={code}>{UNKNOWN_VALUE_EXAMPLE.message}</code>); <code className={code}>CONTAINS</code> of a text no company
            holds simply finds nothing. The range filters beside the results are ANDed with the query, and shown as a query too.
          </p>
          <HelpTable caption="Operators" headers={['Operator', 'Meaning']}>
            <tbody>
              {OPERATOR_EXAMPLES.map(({ operator, meaning, example }) => (
                <tr key={operator} className="border-b border-slate-200 align-top">
                  <td className="whitespace-pre py-2 pr-4 font-mono font-semibold">{operator}</td>
                  <td className="py-2">
                    {meaning}
                    {example && (
                      <>
                        : <code className={code}>{example}</code>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HelpTable>
        </HelpSection>
        <HelpSection id="columns" title="Columns" className="mt-10">
          <HelpTable caption="Columns a query can use" headers={['Column', 'Also written', 'Meaning']}>
            <tbody>
              {QUERY_COLUMNS.map((column) => (
                <tr key={column.key} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono font-semibold">
                    {column.name}
                  </th>
                  <td className="py-2 pr-4">{column.aliases.join(', ')}</td>
                  <td className="py-2">
                    {column.description} {column.unit && `Unit: ${column.unit}.`} {column.kind === 'text' ? 'Text.' : 'Number.'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HelpTable>
        </HelpSection>
        <HelpSection id="examples" title="Ten example screens" className="mt-10">
          <ol className="mt-4 grid gap-4">
            {EXAMPLE_SCREENS.map((example) => (
              <li key={example.query}>
                <Link href={`/screener?${new URLSearchParams({ q: example.query })}`} className="font-semibold text-brand-700 underline">
                  {example.title}
                </Link>
                <p className="text-slate-700">{example.why}</p>
                <code className={code}>{example.query}</code>
              </li>
            ))}
          </ol>
        </HelpSection>
        <p className="mt-10">
          <Link href="/screener" className="font-medium text-brand-700 underline">
            Back to the screener
          </Link>
        </p>
      </PageContainer>
    </>
  );
}
