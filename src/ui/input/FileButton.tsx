/**
 * A file chooser that looks like a button: the input is visually hidden (still focusable and
 * announced), and its label is the button the user clicks or reaches by keyboard, so the
 * accessible name is the label's text. `isFolder` asks for a whole folder where the browser
 * allows it (`webkitdirectory` is not in React's types, hence the attribute set by hand).
 */
import { useId, type ChangeEvent } from 'react';

export function FileButton({
  label,
  onChange,
  isFolder = false,
  isMultiple = isFolder,
  isPrimary = false,
  accept,
}: {
  label: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  isFolder?: boolean;
  isMultiple?: boolean;
  isPrimary?: boolean;
  accept?: string;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        ref={isFolder ? (element) => element?.setAttribute('webkitdirectory', '') : undefined}
        className="visually-hidden"
        type="file"
        multiple={isMultiple}
        accept={accept}
        onChange={onChange}
      />
      <label htmlFor={id} className={isPrimary ? 'button primary' : 'button'}>
        {label}
      </label>
    </>
  );
}
