import Link from 'next/link';

import { formatDate } from '@/lib/format';
import type { Serialized } from '@/lib/serialize';
import type { HomeData } from '@/lib/server/services/home';

import SectionHeading from './SectionHeading';

type NewsItem = Serialized<HomeData['news'][number]>;

export default function LatestNews({ news }: { news: NewsItem[] }) {
  return (
    <section aria-labelledby="latest-news" className="below-fold mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="latest-news" title="Latest news" href="/articles" linkLabel="All news" />
      {news.length === 0 ? (
        <p className="text-slate-600">No news yet. Check back soon.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {news.map((item) => (
            <li key={item.slug} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="text-sm text-slate-600">
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <Link href={`/articles/${item.slug}`} className="text-slate-900 hover:text-brand-700 hover:underline">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-slate-700">{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
