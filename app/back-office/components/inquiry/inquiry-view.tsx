import type {
  InquiryDetail,
  MailState,
  RelatedInquiry,
} from "#app/back-office/inquiry-work.server.ts";
import type { InquiryEvent } from "#app/inquiries/events.ts";
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
  canErase: boolean;
  quotes: readonly QuoteSummary[];
  now: string;
  answers: readonly ReplyAnswer[];
  /** The reply box's text when the page is drawn: an answer inserted without script. */
  replyDraft: string | null;
  /** The last action's outcome; a refused reply's files, with the text that was typed. */
  result?: { ok: boolean; message: string; field?: "files"; body?: string } | undefined;
}

/** /staff/inquiries/<reference>: one card or form per concern. */
export function InquiryView({
  inquiry,
  trail,
  mail,
  related,
  team,
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
      <div className="mt-2 grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <MessageCard inquiry={inquiry} />
          <ReplyCard
            key={`reply-${formKey}`}
            email={inquiry.email}
            answers={answers}
            draft={result?.body ?? replyDraft}
            filesError={result?.field === "files" ? result.message : undefined}
          />
          <Card title="Timeline">
            <Timeline trail={trail} mail={mail} reference={inquiry.reference} />
          </Card>
        </div>
        <div className="flex flex-col gap-4">
          <CustomerCard inquiry={inquiry} />
          <WorkCard key={`work-${formKey}`} inquiry={inquiry} team={team} />
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
