/** A line's or a stall's checkbox, its label a 24 px target around it (WCAG 2.2 SC 2.5.8). */
export function ChooseBox({
  label,
  checked,
  disabled = false,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="flex size-6 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
        className="size-4"
      />
    </label>
  );
}
