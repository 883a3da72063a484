import { Mail } from "lucide-react";
import { PORTAL_TEXTS } from "../../../shared/investor-portal.ts";
import { unlockInvestorPortal } from "../site-gate/gate-api.ts";
import { GateContactLink, PasswordGate } from "../site-gate/password-gate.tsx";

interface Props {
  slug: string;
  businessName: string;
  email: string;
  onPassed(): void | Promise<void>;
}

/**
 * 'Investor Access': the portal's password (or an investor's personal code) is checked by the
 * server, which sets a signed cookie for this business only.
 */
export function InvestorGate({ slug, businessName, email, onPassed }: Props) {
  return (
    <PasswordGate
      name="investor-gate"
      title={PORTAL_TEXTS.gateTitle}
      prompt={
        <>
          Enter the password or personal access code you received to open the <strong>{businessName}</strong> investor
          portal.
        </>
      }
      submitLabel={PORTAL_TEXTS.gateSubmit}
      busyLabel="Checking..."
      check={(password) => unlockInvestorPortal(slug, password, PORTAL_TEXTS.wrongPassword)}
      onPassed={onPassed}
      footer={
        <>
          No access yet? Write to{" "}
          <GateContactLink
            href={`mailto:${email}?subject=${encodeURIComponent(`Investor access: ${businessName}`)}`}
            icon={<Mail aria-hidden="true" className="size-3.5" />}
          >
            {email}
          </GateContactLink>
        </>
      }
    />
  );
}
