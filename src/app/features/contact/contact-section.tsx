import { Mail, Phone } from "lucide-react";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useSite } from "../../lib/site.ts";
import { ContactForm } from "./contact-form.tsx";

interface Props {
  title: string;
  intro: string;
  /** Names the form its leads come from. */
  serviceType: string;
}

/** `#contact`: phone, e-mail and a contact form that stores a lead. */
export function ContactSection({ title, intro, serviceType }: Props) {
  const site = useSite();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="render-lazily bg-hero py-20 text-white sm:py-24">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <SectionHeading id="contact-heading" tone="dark" eyebrow="Contact" title={title} intro={intro} align="left" />
          <ul className="mt-8 space-y-3">
            <li>
              <a
                href={`tel:${site.phoneHref}`}
                className="inline-flex min-h-11 items-center gap-3 text-lg font-semibold whitespace-nowrap text-white hover:text-brand-300"
              >
                <Phone aria-hidden="true" className="size-5 text-brand-300" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-3 text-lg text-gray-200 hover:text-brand-300"
              >
                <Mail aria-hidden="true" className="size-5 text-brand-300" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="lg:col-span-7">
          <ContactForm companyName={site.companyName} serviceType={serviceType} />
        </div>
      </div>
    </section>
  );
}
