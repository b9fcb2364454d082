import LightLink from '@/components/ui/LightLink';
import type { LegalBlock } from '@/lib/legal/types';

export default function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('link' in block)
    return (
      <p>
        {block.text}{' '}
        <LightLink href={block.link.href} className="text-brand-700 underline underline-offset-2">
          {block.link.label}
        </LightLink>
        .
      </p>
    );
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1 pl-5">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="border-b border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first} className="align-top">
              <th scope="row" className="border-b border-slate-200 px-3 py-2 font-mono text-xs font-semibold break-all text-slate-900">
                {first}
              </th>
              {rest.map((cell, i) => (
                <td key={i} className="border-b border-slate-200 px-3 py-2 text-slate-800">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
