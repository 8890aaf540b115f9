// @ts-check
/**
 * `npm run team:code`: the local team account's current TOTP code (the second factor the team
 * pages ask for after the password), from the secret the Supabase stand-in enrolled for it
 * (LOCAL_ADMIN_TOTP_SECRET, or the default `npm start` prints). Prints the code and how long it
 * stays valid. Local only: a real team member's secret lives in their authenticator app.
 */
import { localTeamTotpSecret, totpCode } from "./supabase/auth.mjs";

const now = Date.now();
const secondsLeft = 30 - (Math.floor(now / 1000) % 30);
process.stdout.write(`${totpCode(localTeamTotpSecret(process.env), now)}\n`);
process.stderr.write(`valid for ${secondsLeft} more second${secondsLeft === 1 ? "" : "s"}\n`);
