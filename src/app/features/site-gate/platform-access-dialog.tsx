import * as Dialog from "@radix-ui/react-dialog";
import { KeyRound } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { GATE_TEXTS } from "../../../shared/gates.ts";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SheetClose, SheetDialog } from "../../components/ui/sheet-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { redeemInvitation } from "./gate-api.ts";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that opened the dialog: focus goes back to it however the dialog closes. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The platform access modal: an invitation code, checked on the server on click or Enter. A valid
 * code sets the site gate's cookie and goes to /businesses; an invalid one says so in the dialog.
 */
export default function PlatformAccessDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const sending = useRef(false);
  const errorId = useId();
  const navigate = useNavigate();

  function handleOpenChange(next: boolean) {
    if (!next) {
      // Cancel (or Escape, or the close button) closes and clears.
      setCode("");
      setProblem(null);
    }
    onOpenChange(next);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    if (!code.trim()) {
      setProblem({ message: GATE_TEXTS.invalidCode, attempt: (problem?.attempt ?? 0) + 1 });
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await redeemInvitation(code, GATE_TEXTS.invalidCode);
      if (answer.kind === "granted") {
        setCode("");
        setProblem(null);
        onOpenChange(false);
        await navigate("/businesses");
        return;
      }
      setProblem({ message: answer.message, attempt: (problem?.attempt ?? 0) + 1 });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <SheetDialog
      open={open}
      onOpenChange={handleOpenChange}
      returnFocusTo={returnFocusTo}
      describedBy="platform-access-description"
      width="md"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-ink-900 text-brand-300">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <div>
            <Dialog.Title className="text-xl font-bold text-gray-900">Platform Access</Dialog.Title>
            <Dialog.Description id="platform-access-description" className="mt-0.5 text-sm text-gray-600">
              Enter your invitation code to open the platform.
            </Dialog.Description>
          </div>
        </div>
        <SheetClose />
      </div>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
        <TextField
          label="Invitation code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={200}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          errorId={problem ? errorId : undefined}
        />
        {problem ? <FormError id={errorId} message={problem.message} attempt={problem.attempt} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel={GATE_TEXTS.checking}>
            Access Platform
          </SubmitButton>
        </div>
      </form>
    </SheetDialog>
  );
}
