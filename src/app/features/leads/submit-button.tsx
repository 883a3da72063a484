import { Button } from "../../components/ui/button.tsx";

type Props = Omit<React.ComponentProps<typeof Button>, "type" | "disabled"> & {
  busy: boolean;
  busyLabel: string;
};

/**
 * A submit button that stays focusable while its form is sending: `disabled` would drop keyboard
 * focus to the page, so it is only marked `aria-disabled` and its activations are ignored (the
 * form's own guard refuses a second submit as well).
 */
export function SubmitButton({ busy, busyLabel, children, className = "", onClick, ...rest }: Props) {
  return (
    <Button
      {...rest}
      type="submit"
      aria-disabled={busy || undefined}
      className={`aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
