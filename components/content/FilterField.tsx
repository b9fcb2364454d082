interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Read out by screen readers as the results change, e.g. "12 terms shown". */
  announcement: string;
}

/**
 * An instant filter over a server-rendered list. Without JavaScript it is not shown and the full list
 * stays (`js-only`: the stylesheet shows it once the inline script has run). It is in the server HTML,
 * so a visitor can type before the page's scripts have started (lib/lazyBoot.ts hands the text over).
 */
export default function FilterField({ id, label, value, onChange, announcement }: Props) {
  return (
    <div className="min-h-[4.5rem]">
      <div className="js-only">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          className="mt-1 block min-h-11 w-full max-w-md rounded-lg border border-slate-400 px-3 text-base text-slate-900"
        />
      </div>
      <p role="status" className="sr-only">
        {value.trim() ? announcement : ''}
      </p>
    </div>
  );
}
