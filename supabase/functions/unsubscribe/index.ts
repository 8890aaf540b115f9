import { serveWith } from "../_shared/live.ts";
import { unsubscribe } from "./handler.ts";

Deno.serve(serveWith(unsubscribe));
