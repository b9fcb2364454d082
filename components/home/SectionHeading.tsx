import LightLink from '@/components/ui/LightLink';

interface Props {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}

/** A section title with its "see all" link, labelled so the link makes sense on its own. */
export default function SectionHeading({ id, title, href, linkLabel }: Props) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <LightLink href={href} className="font-semibold text-brand-700 underline">
        {linkLabel}
      </LightLink>
    </div>
  );
}
