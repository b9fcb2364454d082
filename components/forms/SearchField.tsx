import TextField from '@/components/forms/TextField';

interface Props {
  label: string;
  /** The search as the page was asked for it (?q=). */
  query: string | undefined;
  maxLength: number;
  placeholder?: string;
  className?: string;
}

/** A list's search box in a GET form: a search field named q, showing the current search. */
export default function SearchField({ label, query, maxLength, placeholder, className }: Props) {
  return (
    <TextField
      label={label}
      type="search"
      name="q"
      defaultValue={query}
      maxLength={maxLength}
      placeholder={placeholder}
      className={className}
    />
  );
}
