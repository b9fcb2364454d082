/** A live region, present from the first render so screen readers announce the confirmation. */
export default function FormSuccess({ message }: { message: string }) {
  return (
    <div role="status" className={message ? 'rounded-lg border border-brand-600/30 bg-brand-50 px-3 py-2 text-sm text-brand-900' : undefined}>
      {message}
    </div>
  );
}
