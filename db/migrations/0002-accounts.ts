import type { Kysely } from "kysely";

// better-auth's tables (user, session, account, verification, rateLimit), in
// our one migration history. Column names and types are what better-auth 1.7
// generates for each database: booleans and timestamps differ between SQLite
// and PostgreSQL, so this migration is told which one it runs on.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const timestamp = dialect === "postgres" ? "timestamptz" : "date";

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", boolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();

  // Failed-login limits live here, so they hold across restarts and processes.
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();
}
