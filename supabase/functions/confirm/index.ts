import { serveWith } from "../_shared/live.ts";
import { confirm } from "./handler.ts";

Deno.serve(serveWith(confirm));
