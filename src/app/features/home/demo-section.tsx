import { Phone } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { LazyAuroraDemo } from "../chat/lazy-aurora-demo.tsx";

/**
 * #demo: the Aurora voice demo (public-site.md §2 home). Visitors talk to her by text or voice
 * and hear her answer; the phone line is right beside it for those who would rather call.
 */
export function DemoSection({ greeting, phone, phoneHref }: { greeting: string; phone: string; phoneHref: string }) {
  return (
    <section id="demo" aria-labelledby="demo-heading" className="render-lazily bg-hero py-14 text-white sm:py-24">
      <div className="container-page grid grid-cols-1 items-center gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Live demo</p>
          <h2 id="demo-heading" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Talk to Aurora, live
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-gray-300">
            Ask her anything a customer would: prices, setup, what happens after hours. Type or tap the mic and speak;
            she answers out loud in a natural voice, from our own price list and service details.
          </p>
          <ul className="mt-6 space-y-2 text-gray-300">
            <li>Press the mic, ask one question, and she replies by voice.</li>
            <li>Mute her any time; her answers stay on screen.</li>
          </ul>
          <div className="mt-8">
            {/* The number never breaks; the words before it may, so the button fits a 320 px screen. */}
            <a href={`tel:${phoneHref}`} className={buttonClass("ghost-dark", "lg", "flex-wrap text-center")}>
              <Phone aria-hidden="true" className="size-4" />
              Prefer to talk? <span className="whitespace-nowrap">{`Call ${phone}`}</span>
            </a>
          </div>
        </div>
        {/* The site widget's launcher steps aside from the demo's composer (lib/launcher-clearance.ts). */}
        <div className="lg:col-span-7" data-launcher-clear>
          <LazyAuroraDemo greeting={greeting} phone={phone} className="h-[32rem] max-h-[80vh]" />
        </div>
      </div>
    </section>
  );
}
