import LabelledRegion from '@/components/ui/LabelledRegion';
import type { LegalSection } from '@/lib/legal/types';

export default function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <LabelledRegion
      as="nav"
      heading="On this page"
      className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      headingClassName="text-base font-semibold text-slate-900"
    >
      <ol className="mt-2 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </LabelledRegion>
  );
}
