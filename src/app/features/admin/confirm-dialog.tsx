import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SessionEnded } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";

export interface ConfirmTexts {
  title: string;
  body: React.ReactNode;
  /** The destructive button ('Delete', 'Revoke'). */
  confirm: string;
  /** The button while the action runs ('Revoking...'); the confirm text when absent. */
  busy?: string;
  /** What the dialog says when the action fails (also sent as an error toast). */
  failed: string;
  /** The failure toast's title ('Error' when absent). */
  failedTitle?: string;
}

/** How a failure reads: its sentence, and whether the dialog is done anyway (nothing left to change). */
export type FailureReading = { message: string; settled?: boolean };

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
  /** Reads a failure (the server's sentence, say); `texts.failed` when absent. */
  failureOf?(err: unknown): FailureReading;
}

/**
 * The console's confirmation of a destructive action (delete, revoke): one dialog serves every
 * row, so it has no Radix trigger and gives focus back to whatever opened it by hand. A failure
 * stays in the dialog (announced afresh each attempt) and is sent as an error toast.
 */
export function ConfirmDialog({ open, texts, action, onClose, onDone, focusAfterDone, failureOf }: Props) {
  const { notify, sessionEnded } = useAdminConsole();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setProblem(null);
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
      const failure = failureOf?.(err) ?? { message: texts.failed };
      notify({ title: texts.failedTitle ?? "Error", description: failure.message, destructive: true });
      if (failure.settled) {
        done.current = true;
        onDone();
        return;
      }
      setProblem((p) => ({ message: failure.message, attempt: (p?.attempt ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card-hover"
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
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 break-words text-gray-600">{texts.body}</div>
          </AlertDialog.Description>
          {problem ? (
            <div className="mt-4">
              <FormError message={problem.message} attempt={problem.attempt} />
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
                {busy && texts.busy ? texts.busy : texts.confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
