interface Props {
  letters: string[];
  /** Letters that currently have terms; the others are shown but disabled. */
  available: Set<string>;
}

export default function GlossaryLetterNav({ letters, available }: Props) {
  return (
    <nav aria-label="Glossary index, A to Z">
      <ul className="flex flex-wrap gap-1">
        {letters.map((letter) => (
          <li key={letter}>
            {available.has(letter) ? (
              <a
                href={`#letter-${letter}`}
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {letter}
              </a>
            ) : (
              <span
                aria-disabled="true"
                title={`No terms under ${letter}`}
                className="inline-flex h-10 w-10 cursor-not-allowed items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-500"
              >
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
