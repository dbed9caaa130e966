import { Send } from "lucide-react";
import { type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { inquiryPageHref } from "#app/inquiries/links.ts";

/**
 * Opens the inquiry dialog. It is a link to the form's own page, so it works
 * before any script loads and without JavaScript at all; the data-* hooks let
 * the dialog take over when it can.
 */
export function InquiryTrigger({
  label,
  product,
  about,
  from,
  variant = "primary",
  size = "md",
  className,
}: {
  label: string;
  product?: { name: string; slug: string };
  /** A search that found nothing: the message asks about it. */
  about?: string;
  from: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink
      href={inquiryPageHref({ productSlug: product?.slug, about, from })}
      variant={variant}
      size={size}
      className={className}
      icon={<Send className="size-4" aria-hidden="true" />}
      data-inquiry-trigger=""
      data-product={product?.name}
      data-about={about}
      data-page={from}
    >
      <span data-trigger-label="">{label}</span>
    </ButtonLink>
  );
}
