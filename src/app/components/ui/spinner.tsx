export function Spinner({ label, tone = "light" }: { label: string; tone?: "light" | "dark" }) {
  return (
    <div role="status" className={`flex items-center gap-3 ${tone === "dark" ? "text-gray-300" : "text-gray-600"}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin-slow rounded-full border-2 border-current border-t-transparent opacity-70"
      />
      <span>{label}</span>
    </div>
  );
}
