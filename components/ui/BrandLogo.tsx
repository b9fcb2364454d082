import { brand } from '@/lib/brand';

interface Props {
  width: number;
  height: number;
  className?: string;
  /** `brand.logoOnDark` on dark backgrounds. */
  src?: string;
}

/** The site's logo, named for where its link goes (every caller wraps it in a link to the home page). */
export default function BrandLogo({ width, height, className, src = brand.logo }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG from /public: next/image would serve it as is, unoptimised
    <img src={src} alt={`${brand.name} home`} width={width} height={height} className={className} />
  );
}
