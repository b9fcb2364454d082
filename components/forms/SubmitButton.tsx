export default function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
