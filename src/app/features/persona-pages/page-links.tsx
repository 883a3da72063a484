import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";

/** "Learn More" (content: label and path), on the pages' dark hero and closing box. */
export function LearnMoreLink({ link }: { link: { label: string; hint: string; href: string } }) {
  return (
    <ButtonLink to={link.href} variant="ghost-dark" size="lg">
      {link.label}
      <span className="sr-only">{` ${link.hint}`}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}
