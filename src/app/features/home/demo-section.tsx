import { Phone } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { RequestAccessButton } from "../request-access/request-access-button.tsx";
import { CallTranscriptMock } from "./call-transcript-mock.tsx";

/**
 * #demo: where visitors meet Aurora. Until the live voice assistant is mounted here, visitors
 * can call the team or ask for a live demo.
 */
export function DemoSection({
  companyName,
  phone,
  phoneHref,
}: {
  companyName: string;
  phone: string;
  phoneHref: string;
}) {
  return (
    <section id="demo" aria-labelledby="demo-heading" className="render-lazily bg-hero py-20 text-white sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Live demo</p>
          <h2 id="demo-heading" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Meet Aurora, our AI receptionist
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-gray-300">
            Aurora answers in a natural voice, knows your services and hours, and books appointments while the caller is
            still on the line. Hear her handle the questions your customers ask every day.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <RequestAccessButton serviceType="aurora-ai" serviceName="Aurora AI live demo" size="lg">
              Request a live demo
            </RequestAccessButton>
            <a href={`tel:${phoneHref}`} className={buttonClass("ghost-dark", "lg", "whitespace-nowrap")}>
              <Phone aria-hidden="true" className="size-4" />
              {`Call ${phone}`}
            </a>
          </div>
        </div>
        <div className="rounded-card p-1 ring-1 ring-brand-400/30 lg:col-span-6">
          <CallTranscriptMock companyName={companyName} />
        </div>
      </div>
    </section>
  );
}
