/** The company's logo, or its initials when it has none. Decorative beside the name. */
export default function CompanyLogo({ name, logo, size = 40 }: { name: string; logo: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (logo)
    // eslint-disable-next-line @next/next/no-img-element -- a small logo from any host, often SVG: next/image has no allow-list for them
    return <img src={logo} alt="" width={size} height={size} loading="lazy" className="rounded-full object-contain" style={style} />;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      style={style}
    >
      {initials}
    </span>
  );
}
