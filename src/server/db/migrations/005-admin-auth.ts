import type { Kysely } from "kysely";

/*
 * Staff accounts and their sessions. Passwords are argon2id hashes; a session is known only by
 * the SHA-256 of its random id, so a leaked table lets nobody in. Sessions live here (not in a
 * process) so any instance behind the load balancer can check them, and logout removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_users")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("username", "varchar(64)", (c) => c.notNull())
    // Lower-cased username: one account per name, however it is typed at login.
    .addColumn("username_key", "varchar(64)", (c) => c.notNull())
    .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
    // Base32 TOTP secret once a second factor is enrolled, and the last time step used (no replay).
    .addColumn("totp_secret", "varchar(64)")
    .addColumn("totp_last_step", "bigint")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_login_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addUniqueConstraint("admin_users_username_key_unique", ["username_key"])
    .execute();

  await db.schema
    .createTable("admin_sessions")
    // Hex SHA-256 of the session id the browser holds.
    .addColumn("id_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("admin_id", "varchar(36)", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    // Idle timeout counts from here; absolute timeout is `expires_at`.
    .addColumn("last_seen_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_admin_idx").on("admin_sessions").column("admin_id").execute();
  await db.schema.createIndex("admin_sessions_expires_idx").on("admin_sessions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_sessions").execute();
  await db.schema.dropTable("admin_users").execute();
}
