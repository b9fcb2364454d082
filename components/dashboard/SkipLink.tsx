/** The first stop for keyboard users: jumps past the header and sidebar to the page. */
export default function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-60 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}
