// Typography for rendered Markdown, scoped to this wrapper (the project has no typography plugin).
const prose = [
  'text-lg leading-relaxed text-slate-800',
  '[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900 [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline',
  '[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
  '[&_table]:mt-5 [&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2',
  '[&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');

interface Props {
  /** HTML from lib/server/markdown: rendered and sanitised on the server. */
  html: string;
}

export default function ArticleBody({ html }: Props) {
  return <div className={prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
