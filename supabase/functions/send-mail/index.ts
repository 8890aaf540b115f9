import { serveWith } from "../_shared/live.ts";
import { sendMail } from "./handler.ts";

Deno.serve(serveWith(sendMail));
