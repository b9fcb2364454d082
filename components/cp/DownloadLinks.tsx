// A statement's two downloads, PDF and CSV, from one address and its query (format added to each).
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

export default function DownloadLinks({ href, query, what }: { href: string; query: Record<string, string>; what: string }) {
  const url = (format: string) => `${href}?${new URLSearchParams({ ...query, format }).toString()}`;
  return (
    <>
      <a href={url('pdf')} className={BUTTON_LOOKS.primary}>
        Download {what} (PDF)
      </a>
      <a href={url('csv')} className={BUTTON_LOOKS.outline}>
        Download {what} (CSV)
      </a>
    </>
  );
}
