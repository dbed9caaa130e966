import { data } from "react-router";
import { z } from "zod";
import { staffContext } from "#app/back-office/access.server.ts";
import { AnswersView } from "#app/back-office/components/answers-view.tsx";
import { MANAGE_ANSWERS } from "#app/back-office/roles.ts";
import {
  SavedAnswerError,
  addSavedAnswer,
  deleteSavedAnswer,
  listSavedAnswers,
  updateSavedAnswer,
} from "#app/back-office/saved-answers.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/answers";

// The owner's page for saved answers: what staff insert into a reply.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, MANAGE_ANSWERS);
  return { answers: await listSavedAnswers(services.db) };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), title: z.string(), body: z.string() }),
  z.object({
    intent: z.literal("edit"),
    id: z.string().min(1),
    title: z.string(),
    body: z.string(),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, MANAGE_ANSWERS);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, message: "That form was not complete. Try again." }, { status: 400 });
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "add":
        await addSavedAnswer(services.db, input, user);
        return { ok: true, message: `Saved “${input.title.trim()}”.` };
      case "edit":
        await updateSavedAnswer(services.db, input.id, input, user);
        return { ok: true, message: `Saved “${input.title.trim()}”.` };
      case "delete":
        await deleteSavedAnswer(services.db, input.id);
        return { ok: true, message: "Answer deleted." };
    }
  } catch (error) {
    if (!(error instanceof SavedAnswerError) || input.intent === "delete") throw error;
    // The form is drawn again with what was typed, the message at its field.
    return data(
      {
        ok: false,
        message: error.message,
        field: error.field,
        form: input.intent === "edit" ? input.id : "new",
        values: { title: input.title, body: input.body },
      },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = () => noIndexMeta("Saved answers");

export default function Answers({ loaderData, actionData }: Route.ComponentProps) {
  return <AnswersView answers={loaderData.answers} result={actionData} />;
}
