import { useId } from "react";

export interface HeaderChoice {
  readonly value: string;
  readonly label: string;
  /** The language the label is written in, when it is not the page's (a language's own name). */
  readonly lang?: string;
}

interface HeaderSelectProps {
  label: string;
  choices: readonly HeaderChoice[];
  value: string;
  onChoose: (value: string) => void;
  className?: string;
}

/** A labelled select of the header: Portal, Language. */
export function HeaderSelect({ label, choices, value, onChoose, className }: HeaderSelectProps) {
  const id = useId();
  return (
    <span className={`header-select ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChoose(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
