import { useCallback, useState } from 'react';

import { brand } from '@/lib/brand';

interface Props {
  src?: string | null;
  /** Rendered size in pixels (square). */
  size: number;
  alt?: string;
  className?: string;
}

/** A profile picture that falls back to the brand's default avatar when missing or broken. */
export default function Avatar({ src, size, alt = '', className = '' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : brand.defaultAvatar;
  const fail = useCallback(() => {
    if (shown !== brand.defaultAvatar) setFailedSrc(shown);
  }, [shown]);
  // An image that broke before hydration fired its error event before React listened for it.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail();
    },
    [fail],
  );

  return (
    // Profile pictures may live on any host (and ours carry their own cache headers), so a plain img
    // rather than next/image's allow-list.
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      ref={checkLoaded}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      onError={fail}
      className={`shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200 ${className}`}
    />
  );
}
