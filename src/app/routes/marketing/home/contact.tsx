import { leadServiceTypes } from "../../../../shared/lead-fields.ts";
import { ContactSection } from "../../../features/contact/contact-section.tsx";

/** The home page's contact section, loaded as an island (its own module, so only the island imports it). */
export function HomeContactSection({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} serviceType={leadServiceTypes.homeContact} />;
}
