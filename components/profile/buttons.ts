// Button looks shared by the profile sections (min 44px tall for touch, visible focus ring).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;
export const secondaryButton = `${base} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50`;
export const dangerButton = `${base} bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50`;
