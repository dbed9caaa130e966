import type {
  InquiryDetail,
  MailState,
  RelatedInquiry,
} from "#app/back-office/inquiry-work.server.ts";
import type { BlockedSender } from "#app/back-office/blocked-senders.server.ts";
import type { HoldReason, InquiryEvent } from "#app/inquiries/events.ts";
import { Card } from "#app/components/ui/card.tsx";
import { CustomerCard } from "./customer-card.tsx";
import { InquiryHeader } from "./header.tsx";
import { MailCard } from "./mail-card.tsx";
import { MessageCard } from "./message-card.tsx";
import { NoteCard } from "./note-card.tsx";
import { PersonalDataCard } from "./personal-data-card.tsx";
import { RelatedCard } from "./related-card.tsx";
import { type ReplyAnswer, ReplyCard } from "./reply-card.tsx";
import { WorkCard } from "./work-card.tsx";
import { Timeline } from "../timeline.tsx";
import { QuotesCard, type QuoteSummary } from "#app/quotes/components/quotes-card.tsx";

export interface InquiryViewProps {
  inquiry: InquiryDetail;
  trail: InquiryEvent[];
  mail: MailState[];
  related: RelatedInquiry[];
  team: { id: string; name: string }[];
  block: BlockedSender | null;
  canErase: boolean;
  quotes: readonly QuoteSummary[];
  now: string;
  answers: readonly ReplyAnswer[];
  /** The reply box's text when the page is drawn: an answer inserted without script. */
  replyDraft: string | null;
  /** The last action's outcome; a refused reply's files, with the text that was typed. */
  result?: { ok: boolean; message: string; field?: "files"; body?: string } | undefined;
}

/** Why it was held as spam when it came, unless staff have released it since. */
function heldReason(trail: InquiryEvent[]): HoldReason | null {
  let held: HoldReason | null = null;
  for (const event of trail) {
    if (event.kind === "held") held = (event.detail as InquiryEvent<"held">["detail"]).reason;
    if (event.kind === "released") held = null;
  }
  return held;
}

/**
 * /staff/inquiries/<reference>: one card or form per concern. Two columns
 * on a wide screen; on a phone one, with the Work card (status, spam)
 * first: the columns' boxes dissolve (display: contents) so the cards are
 * ordered as one list.
 */
export function InquiryView({
  inquiry,
  trail,
  mail,
  related,
  team,
  block,
  canErase,
  quotes,
  now,
  answers,
  replyDraft,
  result,
}: InquiryViewProps) {
  // Remount the writing forms after each new entry, so they empty.
  const formKey = trail.length;
  return (
    <div>
      <InquiryHeader inquiry={inquiry} now={now} result={result} />
      <div className="mt-2 flex flex-col gap-4 lg:grid lg:grid-cols-3">
        <div className="contents lg:col-span-2 lg:flex lg:flex-col lg:gap-4">
          <MessageCard inquiry={inquiry} />
          <ReplyCard
            key={`reply-${formKey}`}
            email={inquiry.email}
            acknowledged={mail.some((sent) => sent.kind === "acknowledgement")}
            answers={answers}
            draft={result?.body ?? replyDraft}
            filesError={result?.field === "files" ? result.message : undefined}
          />
          <Card title="Timeline">
            <Timeline trail={trail} mail={mail} reference={inquiry.reference} />
          </Card>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-4">
          <CustomerCard inquiry={inquiry} />
          <WorkCard
            key={`work-${formKey}`}
            inquiry={inquiry}
            team={team}
            held={heldReason(trail)}
            block={block}
            className="max-lg:order-first"
          />
          <QuotesCard quotes={quotes} />
          <NoteCard key={`note-${formKey}`} />
          <MailCard mail={mail} />
          <RelatedCard related={related} />
          {canErase ? (
            <PersonalDataCard email={inquiry.email} reference={inquiry.reference} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
