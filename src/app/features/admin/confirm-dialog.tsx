import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SessionEnded } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";

export interface ConfirmTexts {
  title: string;
  body: string;
  /** The destructive button ('Delete', 'Revoke'). */
  confirm: string;
  /** What the dialog says when the action fails (also sent as an error toast). */
  failed: string;
}

interface Props {
  open: boolean;
  texts: ConfirmTexts;
  /** The confirmed action: resolves when done, throws when it failed. */
  action(): Promise<void>;
  /** Cancel, Escape or a click outside (never while the action runs). */
  onClose(): void;
  /** After the action succeeded: close the dialog and reload what changed. */
  onDone(): void;
  /** Where focus goes after success, since what opened the dialog may be gone. */
  focusAfterDone?: React.RefObject<HTMLElement | null>;
}

/**
 * The console's confirmation of a destructive action (delete, revoke): one dialog serves every
 * row, so it has no Radix trigger and gives focus back to whatever opened it by hand. A failure
 * stays in the dialog (announced afresh each attempt) and is sent as an error toast.
 */
export function ConfirmDialog({ open, texts, action, onClose, onDone, focusAfterDone }: Props) {
  const { notify, sessionEnded } = useAdminConsole();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailed(0);
  }
  const done = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  async function confirm(e: React.MouseEvent) {
    e.preventDefault();
    if (!open || busy) return;
    setBusy(true);
    try {
      await action();
      done.current = true;
      onDone();
    } catch (err) {
      if (err instanceof SessionEnded) return sessionEnded();
      setFailed((n) => n + 1);
      notify({ title: "Error", description: texts.failed, destructive: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card-hover"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const to = done.current ? focusAfterDone?.current : opener.current;
            done.current = false;
            if (to?.isConnected) {
              e.preventDefault();
              to.focus();
            }
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{texts.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-gray-600">{texts.body}</AlertDialog.Description>
          {failed > 0 ? (
            <div className="mt-4">
              <FormError message={texts.failed} attempt={failed} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass("outline")} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                aria-disabled={busy || undefined}
                onClick={confirm}
              >
                {texts.confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
