// @ts-check
/**
 * Mounts the Supabase stand-in on the `npm start` server at /supabase. Returns at once: PGlite
 * warms up in the background (about 3 s in memory) while the site is already served, and
 * requests to /supabase wait until the database is ready.
 */
import { createSupabaseStandIn, optionsFromEnv } from "./stand-in.mjs";

/** @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv }} ctx */
export async function createService({ log, env }) {
  const options = optionsFromEnv(env);
  const standIn = createSupabaseStandIn({ ...options, env, log });
  return {
    name: standIn.name,
    prefix: standIn.prefix,
    handle: standIn.handle,
    close: standIn.close,
    ready: standIn.ready,
    accounts: standIn.users.map((u) => ({
      email: u.email,
      password: u.password,
      note:
        u.role !== "admin"
          ? "signed in, not on the team"
          : u.totpSecret
            ? `team: /email-list, /subscription-audit; TOTP secret ${u.totpSecret}, code: npm run team:code`
            : "team, no second factor yet: enrols one on first sign-in",
    })),
    data: options.dataDir ? `kept in ${options.dataDir} (LOCAL_DATA_DIR)` : "in memory, fresh each start (LOCAL_DATA_DIR=.local-data keeps it)",
  };
}
