interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
}

/**
 * A section's eyebrow, title and intro. One rule for where it sits: centred when it introduces a
 * full-width section, left (`align="left"`) when it heads a column of a section split in two.
 */
export function SectionHeading({ eyebrow, title, intro, id, tone = "light", align = "center" }: Props) {
  const dark = tone === "dark";
  return (
    <div className={`max-w-2xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-brand-300" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-gray-900"}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`mt-3 leading-relaxed sm:mt-4 sm:text-lg ${dark ? "text-gray-300" : "text-gray-600"}`}>{intro}</p>
      )}
    </div>
  );
}
