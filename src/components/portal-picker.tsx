import { useId } from "react";

export interface PortalChoice {
  readonly value: string;
  readonly label: string;
}

interface PortalPickerProps {
  choices: readonly PortalChoice[];
  value: string;
  onChoose: (value: string) => void;
}

/** The header's Portal control: every portal by name, and All portals when there are several. */
export function PortalPicker({ choices, value, onChoose }: PortalPickerProps) {
  const id = useId();
  return (
    <span className="portal-picker">
      <label htmlFor={id}>Portal</label>
      <select id={id} value={value} onChange={(event) => onChoose(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
