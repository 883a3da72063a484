import { Mail, Phone } from "lucide-react";
import { GATE_TEXTS } from "../../../shared/gates.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { enterSitePassword } from "./gate-api.ts";
import { GateContactLink, PasswordGate } from "./password-gate.tsx";

interface Props {
  site: SiteConfig;
  /** Called once the server accepted the password (the page then loads what it guards). */
  onPassed(): void | Promise<void>;
}

/** The password gate in front of /businesses: the server checks the password and sets the cookie. */
export function SiteGate({ site, onPassed }: Props) {
  return (
    <PasswordGate
      name="site-gate"
      title={`${site.companyName}™`}
      prompt={GATE_TEXTS.prompt}
      submitLabel={GATE_TEXTS.submit}
      busyLabel={GATE_TEXTS.checking}
      check={(password) => enterSitePassword(password, GATE_TEXTS.wrongPassword)}
      onPassed={onPassed}
      footer={
        <>
          Need access? Contact us at{" "}
          <GateContactLink href={`mailto:${site.email}`} icon={<Mail aria-hidden="true" className="size-3.5" />}>
            {site.email}
          </GateContactLink>{" "}
          or{" "}
          <GateContactLink href={`tel:${site.phoneHref}`} icon={<Phone aria-hidden="true" className="size-3.5" />}>
            {site.phone}
          </GateContactLink>
        </>
      }
    />
  );
}
