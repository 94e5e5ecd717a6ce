/** What a screen shows while its data or its code is on the way. */
export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      Loading...
    </div>
  );
}
