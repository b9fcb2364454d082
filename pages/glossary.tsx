import type { InferGetStaticPropsType } from 'next';

import GlossaryBrowser from '@/components/content/GlossaryBrowser';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { absoluteUrl, breadcrumbLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/glossary';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

const PATH = '/glossary';
const DESCRIPTION = 'Plain-language definitions of the terms used in private markets, unlisted shares and pre-IPO investing.';

export default function GlossaryPage({ terms }: Props) {
  const definedTermSet = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    name: 'Glossary of private-market terms',
    url: absoluteUrl(PATH),
    hasDefinedTerm: terms.map((t) => ({
      '@type': 'DefinedTerm',
      name: t.term,
      description: t.definition,
      url: absoluteUrl(`${PATH}#${t.slug}`),
    })),
  };
  return (
    <>
      <Seo title="Glossary" description={DESCRIPTION} canonicalPath={PATH} jsonLd={[definedTermSet, breadcrumbLd([['Glossary', PATH]])]} />
      <PageContainer measure="prose">
        <PageHeading description={DESCRIPTION}>Glossary</PageHeading>
        <GlossaryBrowser terms={terms} />
      </PageContainer>
    </>
  );
}
