/** The confirmation after an operator's change, announced politely. Empty: nothing shown, the live region stays. */
export default function Notice({ message, testId = 'notice' }: { message: string; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={message ? 'mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900' : ''}
    >
      {message}
    </div>
  );
}
