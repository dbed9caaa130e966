// The auth form: e-mail required and of e-mail type,
// password required with at least 6 characters. Browser and server alike.

import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "#app/lib/email-address.ts";
import { MIN_PASSWORD_LENGTH } from "./rules.ts";

export const credentialsSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(MAX_EMAIL_LENGTH, { error: "Email is too long" })
    .pipe(z.email({ error: "Enter a valid email address" })),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, {
      error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    })
    .max(128, { error: "Password is too long" }),
});

export type Credentials = z.output<typeof credentialsSchema>;
