import { valueField } from "./styles";

/** One side of a converter: its labelled value field, and beside it its unit control. */
export function ConverterSide({
  id,
  side,
  text,
  placeholder,
  onText,
  children,
}: {
  id: string;
  /** Its label: "From", "To", in the page's language. */
  side: string;
  text: string;
  placeholder: string;
  onText: (text: string) => void;
  /** The unit select (and, for a long list, its filter on a line of its own). */
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {side}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className={valueField}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(e) => onText(e.target.value)}
        />
        {children}
      </div>
    </div>
  );
}
