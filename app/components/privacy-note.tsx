import { copy } from "#app/business/copy.ts";

/**
 * The line beside a form that takes personal data, linking to /privacy (the
 * Data Protection Act asks that people are told before they give it). A plain
 * link: the inquiry dialog renders it outside the router.
 */
export function PrivacyNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      {text}{" "}
      <a href="/privacy" className="rounded font-medium text-brand-700 underline">
        {copy.privacy.link}
      </a>
    </p>
  );
}
