import { FaqList } from "./faq-list.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** A page's FAQ: centred heading and the disclosure list. */
export function FaqSection({
  title,
  items,
  shaded = false,
}: {
  title: string;
  items: { question: string; answer: string }[];
  shaded?: boolean;
}) {
  return (
    <section aria-labelledby="faq-heading" className={`render-lazily py-20 sm:py-24 ${shaded ? "bg-gray-50" : ""}`}>
      <div className="container-page">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title={title} align="center" />
        <div className="mt-12">
          <FaqList items={items} />
        </div>
      </div>
    </section>
  );
}
