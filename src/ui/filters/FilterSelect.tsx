/** One choice of the filter bar, as a labelled select: "all" first (no filter), then the options. */
export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  /** The first option's text: the choice that sets no filter. */
  allLabel: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange(value: string | undefined): void;
}

export function FilterSelect({ label, allLabel, value, options, onChange }: Props) {
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
