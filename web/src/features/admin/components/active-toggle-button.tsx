/** Activates or deactivates one named shop or rider; the accessible name says which. */
export function ActiveToggleButton({
  name,
  active,
  onToggle,
}: {
  name: string;
  active: boolean;
  onToggle: () => void;
}) {
  const action = active ? 'Deactivate' : 'Activate';
  return (
    <button
      type="button"
      className={active ? 'danger' : undefined}
      aria-label={`${action} ${name}`}
      onClick={onToggle}
    >
      {action}
    </button>
  );
}
