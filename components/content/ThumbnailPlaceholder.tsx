/** A generated cover for a webcast without a thumbnail: brand gradient and line art, no external image. */
export default function ThumbnailPlaceholder() {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500">
      <svg className="absolute inset-0 h-full w-full opacity-25" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">
        <circle cx="140" cy="10" r="40" fill="none" stroke="white" strokeWidth="0.6" />
        <circle cx="140" cy="10" r="28" fill="none" stroke="white" strokeWidth="0.6" />
        <path d="M0 70 Q40 50 80 68 T160 60" fill="none" stroke="white" strokeWidth="0.8" />
        <path d="M10 22 h4 v-8 h4 v14 h4 v-20 h4 v16 h4 v-6" fill="none" stroke="#e8b64c" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
