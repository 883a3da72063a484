import type { IconName } from "../../../shared/business.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { IconGrid } from "../home/icon-grid.tsx";

interface Props {
  eyebrow: string;
  title: string;
  items: { icon: IconName; title: string; body: string }[];
}

/** "What You'll Experience": what the demo shows, one card per item. */
export function ExperienceList({ eyebrow, title, items }: Props) {
  return (
    <section aria-labelledby="experience-heading" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="experience-heading" eyebrow={eyebrow} title={title} />
        <div className="mt-12">
          <IconGrid items={items} />
        </div>
      </div>
    </section>
  );
}
