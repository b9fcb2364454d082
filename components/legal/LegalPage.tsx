import KeyStatements from '@/components/legal/KeyStatements';
import LegalBlockView from '@/components/legal/LegalBlockView';
import TableOfContents from '@/components/legal/TableOfContents';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { formatDate } from '@/lib/format';
import type { LegalDocument } from '@/lib/legal/types';
import { breadcrumbLd } from '@/lib/seo';

/** Pages with more sections than this get a table of contents. */
const TOC_FROM = 4;

interface Props {
  document: LegalDocument;
  path: string;
}

/** A static legal page: the key statements, a table of contents and the sections with anchors. */
export default function LegalPage({ document, path }: Props) {
  const { title, description, updated, intro, sections } = document;
  return (
    <>
      <Seo title={title} description={description} jsonLd={breadcrumbLd([[title, path]])} />
      <PageContainer as="article" measure="prose">
        <PageHeading>{title}</PageHeading>
        <p className="mt-2 text-sm text-slate-600">
          Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
        <p className="mt-4 text-slate-700">{intro}</p>
        <KeyStatements />
        {sections.length > TOC_FROM && <TableOfContents sections={sections} />}
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-6">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-brand-900">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
              {section.blocks.map((block, i) => (
                <LegalBlockView key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
      </PageContainer>
    </>
  );
}
