// The dashboards' line icons, drawn for this project on a 24px grid (stroke = currentColor).
import type { IconName } from '@/lib/icons';

/** A circle as path data: two half arcs. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A rectangle with rounded corners as path data: clockwise from the top edge. */
const rect = (x: number, y: number, width: number, height: number, r: number) => {
  const [w, h] = [width - 2 * r, height - 2 * r];
  const corner = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
  return `M${x + r} ${y}h${w}${corner(r, r)}v${h}${corner(-r, r)}h${-w}${corner(-r, -r)}v${-h}${corner(r, -r)}z`;
};

// Each icon is the path data of its strokes, drawn as one path.
const ICONS: Record<IconName, string[]> = {
  overview: [rect(4, 4, 6.5, 6.5, 1.5), rect(13.5, 4, 6.5, 6.5, 1.5), rect(4, 13.5, 6.5, 6.5, 1.5), rect(13.5, 13.5, 6.5, 6.5, 1.5)],
  portfolio: [circle(12, 12, 8.5), 'M12 3.5V12h8.5'],
  cart: ['M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.46 1.16h7.78a1.5 1.5 0 0 0 1.45-1.12L20 8H6.1', circle(9.5, 19.5, 1), circle(16.5, 19.5, 1)],
  watchlist: ['M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z'],
  transactions: ['M7 7h13m0 0l-3.5-3.5M20 7l-3.5 3.5M17 17H4m0 0l3.5-3.5M4 17l3.5 3.5'],
  sell: [rect(2.5, 6, 19, 12, 2), circle(12, 12, 2.5), 'M6 9.5v5M18 9.5v5'],
  reports: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5M9 17v-3M12 17v-5M15 17v-2'],
  support: ['M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4z', 'M8 8.5h8M8 11.5h5'],
  articles: [rect(3, 4.5, 18, 15, 2), 'M7 9h10M7 12.5h10M7 16h6'],
  knowledge: ['M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5c-3.5-.5-6.5 0-8.5 1.5zm0 0v13'],
  home: ['M19 12H5m0 0l6-6m-6 6l6 6'],
  shares: ['M9 6h11M9 12h11M9 18h11', circle(4.5, 6, 1), circle(4.5, 12, 1), circle(4.5, 18, 1)],
  clients: [circle(9, 8, 3.5), 'M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5', circle(17, 9, 2.5), 'M17 14.5c2.4 0 4 1.6 4.5 4.5'],
  assets: ['M3 8.5A2.5 2.5 0 0 1 5.5 6H18V8', rect(3, 8, 18, 11.5, 2), circle(16.5, 13.75, 1.25)],
  bell: ['M6 16v-5a6 6 0 1 1 12 0v5l1.5 2h-15z', 'M10 20.5a2 2 0 0 0 4 0'],
  menu: ['M4 6.5h16M4 12h16M4 17.5h16'],
  search: [circle(10.5, 10.5, 6.5), 'M15.5 15.5l5 5'],
  close: ['M6 6l12 12M18 6L6 18'],
  user: [circle(12, 8.5, 3.5), 'M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5'],
  logout: ['M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3m6-12l4 4-4 4m4-4H9'],
  copy: [rect(8.5, 8.5, 11, 11, 2), 'M15.5 8.5v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  chevronDown: ['M6 9l6 6 6-6'],
  arrowRight: ['M5 12h14m0 0l-6-6m6 6l-6 6'],
  inbox: ['M5.5 5h13l2.5 8.5V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4.5z', 'M3 13.5h5l1.5 2.5h5l1.5-2.5h5'],
  archive: [rect(3, 4, 18, 4.5, 1), 'M4.5 8.5V18a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8.5M10 12.5h4'],
  shield: ['M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z', 'M9 12l2.2 2.2L15.5 10'],
  mail: [rect(3, 5, 18, 14, 2), 'M3.5 6.5l8.5 6.5 8.5-6.5'],
  paperclip: ['M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8'],
  phone: ['M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5C10.5 20.5 3.5 13.5 3.5 5.5A1.5 1.5 0 0 1 5 4z'],
};

interface Props {
  name: IconName;
  className?: string;
}

/** A decorative icon: hidden from assistive technology, so the control around it needs a text label. */
export default function Icon({ name, className = 'h-5 w-5' }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={ICONS[name].join('')} />
    </svg>
  );
}
