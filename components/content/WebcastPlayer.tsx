import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

import { servedAsIs } from '@/components/ui/imageSource';

import ThumbnailPlaceholder from './ThumbnailPlaceholder';

interface Props {
  title: string;
  thumbnail: string | null;
  /** Player address with autoplay; null when the video cannot be embedded. */
  embedUrl: string | null;
  videoUrl: string;
}

/**
 * A thumbnail with a Play button; the player's iframe (and its third-party scripts) loads only
 * after the click, then takes focus so keyboard users land in the player.
 */
export default function WebcastPlayer({ title, thumbnail, embedUrl, videoUrl }: Props) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing && embedUrl) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-t-2xl bg-black">
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const cover = thumbnail ? (
    <Image
      src={thumbnail}
      alt=""
      fill
      sizes="(min-width: 1024px) 640px, 100vw"
      unoptimized={servedAsIs(thumbnail)}
      className="object-cover"
    />
  ) : (
    <ThumbnailPlaceholder />
  );
  const playIcon = (
    <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 shadow-lg transition group-hover:scale-105">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-8 w-8 fill-brand-800">
        <path d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
  // The cover sits beside the control, not inside it, so the control's name is only its label.
  const control = 'group absolute inset-0 flex items-center justify-center focus-visible:-outline-offset-4';
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-2xl bg-brand-900">
      {cover}
      {embedUrl ? (
        <button type="button" className={control} aria-label={`Play ${title}`} onClick={() => setPlaying(true)}>
          {playIcon}
        </button>
      ) : (
        <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={control} aria-label={`Watch ${title} (opens in a new tab)`}>
          {playIcon}
        </a>
      )}
    </div>
  );
}
